/**
 * Writes the images the build derives from content/ and public/ into the client build: the
 * AVIF and WebP variants of every photo, and the social image (/og-image.png). The dev server
 * draws the same files on request.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { plannedPhotos, renderVariant, variantsPath, writeVariants } from "./image-variants";
import type { Settings, SingletonData } from "../app/content/schemas";
import { renderSocialImage } from "./social-image";
import { contentData } from "./content-tree";

export const socialImagePath = "/og-image.png";

/** The social image, from the company name, the logo and the home page's hero. */
function drawSocialImage(root: string, publicDir: string): Promise<Buffer> {
  const contentDir = path.join(root, "content");
  const settings = contentData<Settings>(contentDir, "settings.mdx");
  const { hero } = contentData<SingletonData<"pages/home">>(contentDir, "pages/home.mdx");
  const publicFile = (src: string) => readFileSync(path.join(publicDir, src));
  return renderSocialImage({
    text: {
      companyName: settings.companyName,
      heading: hero.heading,
      tagline: hero.eyebrow ?? settings.shortName,
    },
    artwork: hero.image ? publicFile(hero.image.src) : publicFile(settings.logo.src),
    logo: publicFile(settings.logo.src),
  });
}

export function siteImagesPlugin(): Plugin {
  let root = "";
  let publicDir = "";
  let outDir = "";
  let isClientBuild = false;
  return {
    name: "site-images",
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      outDir = path.resolve(root, config.build.outDir);
      isClientBuild = config.command === "build" && !config.build.ssr;
    },
    async writeBundle() {
      if (!isClientBuild) return;
      const cacheDir = path.join(root, "node_modules/.cache/site-images");
      const variants = await writeVariants(publicDir, outDir, cacheDir);
      writeFileSync(path.join(outDir, socialImagePath), await drawSocialImage(root, publicDir));
      this.info(`wrote ${socialImagePath} and ${variants.length} photo variants`);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split("?")[0] ?? "";
        const image =
          url === socialImagePath
            ? drawSocialImage(root, publicDir).then((png) => ({ type: "image/png", bytes: png }))
            : url.startsWith(`${variantsPath}/`)
              ? variantFor(publicDir, url)
              : undefined;
        if (!image) return next();
        image
          .then((found) => {
            if (!found) return next();
            response.setHeader("Content-Type", found.type);
            response.end(found.bytes);
          })
          .catch(next);
      });
    },
  };
}

async function variantFor(publicDir: string, url: string) {
  for (const { file, variants } of plannedPhotos(publicDir)) {
    const variant = variants.find((each) => each.url === url);
    if (variant) {
      return {
        type: `image/${variant.format}`,
        bytes: await renderVariant(readFileSync(file), variant),
      };
    }
  }
  return undefined;
}
