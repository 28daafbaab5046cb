import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { build } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import { ResponsiveImage } from "#app/components/ResponsiveImage";
import { siteImagesPlugin, socialImagePath } from "../../tooling/images-plugin";
import { photoSources, plannedPhotos, variantWidths } from "../../tooling/image-variants";

const root = path.resolve(import.meta.dirname, "../..");

/** A stand-in for a photo the company adds: soft shapes over grain, like a real picture. */
async function samplePhoto(width: number, height: number): Promise<Buffer> {
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x2="0" y2="1">
      <stop offset="0" stop-color="#8fb3cf"/><stop offset="1" stop-color="#e9d8bd"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect x="20%" y="35%" width="55%" height="50%" fill="#b7a58c"/>
    <rect x="30%" y="50%" width="12%" height="20%" fill="#4d3b2a"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  return sharp(Buffer.from(shapes))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A throwaway site: the real settings and home page, and one photo in public/photos. */
function makeSite(): string {
  const site = mkdtempSync(path.join(tmpdir(), "photo-site-"));
  // The home page's hero picture, whatever it is now.
  const homeHero = /^\s+src: (\S+)$/m.exec(
    readFileSync(path.join(root, "content/pages/home.mdx"), "utf8"),
  )![1];
  for (const file of [
    "content/settings.mdx",
    "content/pages/home.mdx",
    "public/art/logo.svg",
    `public${homeHero}`,
  ]) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(site, file));
  }
  writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Photo site</title>");
  return site;
}

describe("a photo in public/ at build time", () => {
  let site = "";
  let outDir = "";
  let photoBytes = 0;

  beforeAll(async () => {
    site = makeSite();
    outDir = path.join(site, "build");
    mkdirSync(path.join(site, "public/photos"), { recursive: true });
    const photo = await samplePhoto(2400, 1600);
    photoBytes = photo.length;
    writeFileSync(path.join(site, "public/photos/site-visit.jpg"), photo);
    writeFileSync(
      path.join(site, "public/photos/small-detail.png"),
      await sharp(photo).resize(300).png().toBuffer(),
    );
    await build({
      root: site,
      configFile: false,
      logLevel: "silent",
      plugins: [siteImagesPlugin()],
      build: { outDir },
    });
  }, 120_000);

  it("gets AVIF and WebP variants at each width up to 1920, never enlarged", async () => {
    const [large, small] = plannedPhotos(path.join(site, "public"));
    expect(large!.file).toMatch(/site-visit\.jpg$/);
    expect(large!.variants).toHaveLength(variantWidths.length * 2);
    for (const variant of large!.variants) {
      const file = path.join(outDir, variant.url);
      const meta = await sharp(file).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 1600) / 2400));
      expect(variant.format === "avif" ? meta.compression : meta.format).toBe(
        variant.format === "avif" ? "av1" : "webp",
      );
      expect(statSync(file).size).toBeLessThan(photoBytes);
    }
    expect(small!.variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      "avif 300",
      "webp 300",
    ]);
  });

  it("is offered to browsers as a picture with a srcset per format, naming files the build wrote", () => {
    // What the content schema attaches to an image that is a photo.
    const sources = photoSources(
      path.join(site, "public/photos/site-visit.jpg"),
      "/photos/site-visit.jpg",
      2400,
    );
    const urls = sources.flatMap((source) =>
      source.srcSet.split(", ").map((entry) => entry.split(" ")[0]!),
    );
    expect(urls).toHaveLength(variantWidths.length * 2);
    for (const url of urls) expect(statSync(path.join(outDir, url)).isFile()).toBe(true);
    const markup = renderToStaticMarkup(
      createElement(ResponsiveImage, {
        image: {
          src: "/photos/site-visit.jpg",
          alt: "The site on a clear morning",
          width: 2400,
          height: 1600,
          sources,
        },
        sizes: "100vw",
      }),
    );
    expect(markup).toMatch(
      /^<picture><source type="image\/avif" srcSet="\/assets\/images\/site-visit-[0-9a-f]{8}-480\.avif 480w, .*-1920\.avif 1920w" sizes="100vw"\/><source type="image\/webp" srcSet=".*-480\.webp 480w, .*"/,
    );
    expect(markup).toContain(
      '<img src="/photos/site-visit.jpg" alt="The site on a clear morning" width="2400" height="1600"/>',
    );
  });

  it("draws the social image from the site's content", async () => {
    const file = path.join(outDir, socialImagePath);
    const meta = await sharp(readFileSync(file)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "png",
      width: 1200,
      height: 630,
    });
  });
});

describe("artwork", () => {
  it("stays a plain img: an SVG needs no variants", () => {
    const markup = renderToStaticMarkup(
      createElement(ResponsiveImage, {
        image: { src: "/art/logo.svg", alt: "Logo", width: 64, height: 64 },
        priority: true,
      }),
    );
    expect(markup).toBe(
      '<img src="/art/logo.svg" alt="Logo" width="64" height="64" fetchpriority="high"/>',
    );
  });
});
