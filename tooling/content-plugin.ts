/**
 * Fails the build (and CI) on any content problem before anything is bundled, with the file, the
 * field and the reason. MDX files are then handed to @mdx-js/rollup with their validated front
 * matter as `export const frontmatter`, taken from the tree read at the start of the build.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { contentTree, parseContentFile } from "./content-tree";

export function contentPlugin(): Plugin {
  let contentDir = "";
  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      contentDir = path.join(config.root, "content");
    },
    buildStart() {
      const { problems } = contentTree(contentDir);
      if (problems.length > 0) {
        this.error(`Content is not valid:\n  ${problems.join("\n  ")}`);
      }
    },
    transform(source, id) {
      if (!id.startsWith(contentDir + path.sep) || !id.endsWith(".mdx")) return;
      const relativePath = path.relative(contentDir, id).split(path.sep).join("/");
      const known = contentTree(contentDir).files.get(relativePath);
      // The dev server transforms a file again after each edit: then it is checked again here.
      const parsed =
        known?.source === source
          ? { ok: true as const, ...known }
          : parseContentFile(source, relativePath);
      if (!parsed.ok) {
        this.error(`content/${relativePath}:\n  ${parsed.problems.join("\n  ")}`);
      }
      // Keep the body on its original lines so MDX syntax errors point at the right line.
      const frontMatterLines = source.slice(0, source.length - parsed.body.length).split("\n");
      const padding = "\n".repeat(Math.max(frontMatterLines.length - 1, 1));
      return {
        code: `export const frontmatter = ${JSON.stringify(parsed.data)};${padding}${parsed.body}`,
        map: null,
      };
    },
  };
}
