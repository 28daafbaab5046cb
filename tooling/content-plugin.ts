/**
 * Fails the build (and CI) on any content problem before anything is bundled, listing every
 * problem with its file, line, column and field. MDX files are then handed to @mdx-js/rollup with
 * their validated front matter as `export const frontmatter`, from the tree read at the start.
 *
 * With `npm run dev`, saving a file under content/ checks the whole folder again: a mistake is
 * printed in the terminal and shown over the page (Vite's error overlay); a good save reloads the
 * open page. Remix's own hot data revalidation cannot do it: content reaches pages through
 * loaders whose `shouldRevalidate` keeps the same address from asking again.
 */
import path from "node:path";
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from "vite";
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
    configureServer(server) {
      // Remix also starts a child dev server, without HMR, to read route modules: not that one.
      if (server.config.server.hmr === false) return;
      const recheck = (file: string) => {
        if (file.startsWith(contentDir + path.sep)) void reportContent(server, contentDir, file);
      };
      server.watcher.on("change", recheck).on("add", recheck).on("unlink", recheck);
    },
    // Vite would also pass the change on to Remix, whose hot update of the routes importing
    // content races the reload above. The server's copies are dropped here instead, so the next
    // request reads the file again, and nothing else is updated.
    hotUpdate({ file, modules, timestamp }) {
      if (!file.startsWith(contentDir + path.sep)) return;
      const invalidated = new Set<EnvironmentModuleNode>();
      for (const module of modules) {
        this.environment.moduleGraph.invalidateModule(module, invalidated, timestamp, true);
      }
      return [];
    },
    async buildStart() {
      const problems = await contentProblems(contentDir);
      if (problems.length > 0) this.error(problemReport(problems));
    },
    async transform(_source, id) {
      if (!id.startsWith(contentDir + path.sep) || !id.endsWith(".mdx")) return;
      // The dev server transforms a file again after each edit: the tree is then read again.
      const problems = await contentProblems(contentDir);
      if (problems.length > 0) this.error(problemReport(problems));
      const relativePath = path.relative(contentDir, id).split(path.sep).join("/");
      const file = contentTree(contentDir).files.get(relativePath);
      if (!file) this.error(`content/${relativePath} is not part of the content tree`);
      // Keep the body on its original lines so MDX syntax errors point at the right line (the
      // file as the tree read it: line endings normalised).
      const frontMatterLines = file.source.slice(0, file.written.bodyStart).split("\n");
      const padding = "\n".repeat(Math.max(frontMatterLines.length - 1, 1));
      return {
        code: `export const frontmatter = ${JSON.stringify(file.data)};${padding}${file.body}`,
        map: null,
      };
    },
  };
}

async function reportContent(server: ViteDevServer, contentDir: string, file: string) {
  const problems = await contentProblems(contentDir);
  const shown = path.relative(server.config.root, file);
  if (problems.length === 0) {
    server.config.logger.info(`content: ${shown} is valid; reloading the page`, {
      timestamp: true,
    });
    server.ws.send({ type: "full-reload" });
    return;
  }
  const report = problemReport(problems);
  server.config.logger.error(report, { timestamp: true });
  server.ws.send({
    type: "error",
    err: { message: report, stack: "", plugin: "site-content", id: file },
  });
}
