/**
 * Writes the images the build derives from content/ and public/ into the client build: the
 * AVIF and WebP variants of every photo, and the social image (/og-image.png). The dev server
 * draws the same files on request.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { plannedPhotos, renderVariant, variantsPath, writeVariants } from "./image-variants";
import type { CollectionData, Settings, SingletonData } from "./content-schemas";
import { projectSlug } from "../app/content/model";
import { projectSocialImage } from "../app/navigation";
import { renderSocialImage } from "./social-image";
import { contentData, contentTree } from "./content-tree";

export const socialImagePath = "/og-image.png";

type SocialText = { heading: string; tagline: string };

/** A link-preview picture: the company name and logo, a heading and a line, over artwork. */
function drawSocialImage(
  root: string,
  publicDir: string,
  page: SocialText & { artwork?: string },
): Promise<Buffer> {
  const settings = contentData<Settings>(path.join(root, "content"), "settings.mdx");
  const publicFile = (src: string) => readFileSync(path.join(publicDir, src));
  return renderSocialImage({
    text: { companyName: settings.companyName, heading: page.heading, tagline: page.tagline },
    artwork: publicFile(page.artwork ?? settings.logo.src),
    logo: publicFile(settings.logo.src),
  });
}

/**
 * Every picture for link previews, by its address: the site's, from the home page's hero, and
 * one per project page, from its title, place and picture.
 */
function socialImages(root: string): Map<string, SocialText & { artwork?: string }> {
  const contentDir = path.join(root, "content");
  const settings = contentData<Settings>(contentDir, "settings.mdx");
  const { hero } = contentData<SingletonData<"pages/home">>(contentDir, "pages/home.mdx");
  const images = new Map([
    [
      socialImagePath,
      {
        heading: hero.heading,
        tagline: hero.eyebrow ?? settings.shortName,
        artwork: hero.image?.src,
      },
    ],
  ]);
  for (const [file, { data }] of contentTree(contentDir).files) {
    if (!/^(projects|ongoing-projects)\//.test(file)) continue;
    const project = data as CollectionData<"projects">;
    images.set(projectSocialImage(projectSlug(file, project)), {
      heading: project.title,
      tagline: project.location,
      artwork: project.image.src,
    });
  }
  return images;
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
      const social = socialImages(root);
      for (const [url, page] of social) {
        const file = path.join(outDir, url);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, await drawSocialImage(root, publicDir, page));
      }
      this.info(`wrote ${social.size} link-preview pictures and ${variants.length} photo variants`);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split("?")[0] ?? "";
        const social = socialImages(root).get(url);
        const image = social
          ? drawSocialImage(root, publicDir, social).then((png) => ({
              type: "image/png",
              bytes: png,
            }))
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
