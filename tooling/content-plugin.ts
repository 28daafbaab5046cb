/**
 * Fails the build (and CI) on any content problem before anything is bundled, listing every
 * problem with its file, line, column and field. MDX files are then handed to @mdx-js/rollup with
 * their validated front matter as `export const frontmatter`, from the tree read at the start.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { problemReport } from "./content-problems";
import { contentProblems, contentTree } from "./content-tree";

export function contentPlugin(): Plugin {
  let contentDir = "";
  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      contentDir = path.join(config.root, "content");
    },
    async buildStart() {
      const problems = await contentProblems(contentDir);
      if (problems.length > 0) this.error(problemReport(problems));
    },
    async transform(source, id) {
      if (!id.startsWith(contentDir + path.sep) || !id.endsWith(".mdx")) return;
      // The dev server transforms a file again after each edit: the tree is then read again.
      const problems = await contentProblems(contentDir);
      if (problems.length > 0) this.error(problemReport(problems));
      const relativePath = path.relative(contentDir, id).split(path.sep).join("/");
      const file = contentTree(contentDir).files.get(relativePath);
      if (!file) this.error(`content/${relativePath} is not part of the content tree`);
      // Keep the body on its original lines so MDX syntax errors point at the right line.
      const frontMatterLines = source.slice(0, file.written.bodyStart).split("\n");
      const padding = "\n".repeat(Math.max(frontMatterLines.length - 1, 1));
      return {
        code: `export const frontmatter = ${JSON.stringify(file.data)};${padding}${file.body}`,
        map: null,
      };
    },
  };
}
