/**
 * Responsive variants of the photos (JPEG or PNG) under public/. Build-time only: the content
 * schema plans each photo's variants into its `sources`, and the site-images Vite plugin writes
 * them next to the other hashed assets, so they are cached for a year like the rest.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { readImageSize } from "./image-size";

/**
 * Widths offered to the browser; a photo is never enlarged past its own width. Chosen for the
 * common screens: 800 for phones 360-412 px wide at 1.75-2 device pixels (720-824), 1200 for
 * those at 2.6-3 (1080-1170), 1440 for a 1280-1440 px desktop, 1920 for a wide or sharp one.
 */
export const variantWidths = [480, 800, 1200, 1440, 1920] as const;
const formats = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;
export type VariantFormat = (typeof formats)[number]["format"];

/** Where the variants are served from: under /assets, so they are cached as immutable. */
export const variantsPath = "/assets/images";

export type Variant = { url: string; width: number; format: VariantFormat };
/** One `<source>` of a `<picture>`. */
export type ImageSource = { type: string; srcSet: string };

export const isPhoto = (file: string) => /\.(png|jpe?g)$/i.test(file);

/** The variants of one photo; the content hash in their names changes whenever the photo does. */
function planVariants(src: string, bytes: Buffer, width: number): Variant[] {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  const name = path.posix.basename(src).replace(/\.\w+$/, "");
  const largest = Math.min(width, Math.max(...variantWidths));
  const widths = [...variantWidths.filter((candidate) => candidate < largest), largest];
  return formats.flatMap(({ format }) =>
    widths.map((each) => ({
      url: `${variantsPath}/${name}-${hash}-${each}.${format}`,
      width: each,
      format,
    })),
  );
}

/** The `<source>` elements for a set of variants, best format first. */
function sourcesFor(variants: Variant[]): ImageSource[] {
  return formats
    .map(({ format, type }) => ({
      type,
      srcSet: variants
        .filter((variant) => variant.format === format)
        .map((variant) => `${variant.url} ${variant.width}w`)
        .join(", "),
    }))
    .filter((source) => source.srcSet !== "");
}

/** A photo's `<source>`s, naming the variants the build writes for it. */
export function photoSources(file: string, src: string, width: number): ImageSource[] {
  return sourcesFor(planVariants(src, readFileSync(file), width));
}

export function renderVariant(bytes: Buffer, { width, format }: Variant): Promise<Buffer> {
  const resized = sharp(bytes).rotate().resize({ width, withoutEnlargement: true });
  return (
    // AVIF effort 2, not the default 4: measured on a render, 2 s instead of 16 s for its four
    // widths, 2.5 % larger. Every build (CI's two among them) encodes every picture.
    (
      format === "avif" ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 75 })
    ).toBuffer()
  );
}

/** Every photo under a public folder, with its planned variants. */
export function plannedPhotos(publicDir: string): { file: string; variants: Variant[] }[] {
  return readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter(isPhoto)
    .sort()
    .flatMap((relative) => {
      const file = path.join(publicDir, relative);
      const size = readImageSize(file);
      if (!size) return [];
      const src = `/${relative.split(path.sep).join("/")}`;
      return [{ file, variants: planVariants(src, readFileSync(file), size.width) }];
    });
}

/**
 * Writes the variants of every photo under `publicDir` into the client build at `outDir`.
 * Encoding AVIF is slow, so finished files are kept in `cacheDir` across builds (their names
 * carry the photo's hash, so a changed photo is never served stale).
 */
export async function writeVariants(
  publicDir: string,
  outDir: string,
  cacheDir?: string,
): Promise<Variant[]> {
  const jobs = plannedPhotos(publicDir).flatMap(({ file, variants }) =>
    variants.map((variant) => ({ file, variant })),
  );
  // One encoder per core: libvips spreads one picture over the cores only in part, and the
  // build waits for every variant of every picture.
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const { file, variant } = job;
      const target = path.join(outDir, variant.url);
      mkdirSync(path.dirname(target), { recursive: true });
      const cached = cacheDir && path.join(cacheDir, path.posix.basename(variant.url));
      if (cached && existsSync(cached)) {
        copyFileSync(cached, target);
        continue;
      }
      const output = await renderVariant(readFileSync(file), variant);
      writeFileSync(target, output);
      if (cached) {
        mkdirSync(cacheDir, { recursive: true });
        writeFileSync(cached, output);
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return jobs.map((job) => job.variant);
}
