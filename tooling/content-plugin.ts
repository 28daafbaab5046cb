/**
 * Fails the build (and CI) on any content problem before anything is bundled, listing every
 * problem with its file, line, column and field; then makes `virtual:content`, the whole content
 * folder as one module of validated, rendered data (tooling/content-module.ts), for the server.
 *
 * With `npm run dev`, saving a file under content/ checks the whole folder again: a mistake is
 * printed in the terminal and shown over the page (Vite's error overlay); a good save reloads the
 * open page. Remix's own hot data revalidation cannot do it: content reaches pages through
 * loaders whose `shouldRevalidate` keeps the same address from asking again.
 */
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentModuleSource } from "./content-module";
import { problemReport } from "./content-problems";
import { contentProblems, contentTree } from "./content-tree";

const contentModuleId = "virtual:content";
const resolvedContentModuleId = `\0${contentModuleId}`;

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
      // One save can arrive as several events (truncate, then write) whose checks overlap: only
      // the latest check's result reaches the page, or a check that read a half-written file
      // could finish last and show a mistake that the file no longer has.
      let latestCheck = 0;
      const recheck = (file: string) => {
        if (!file.startsWith(contentDir + path.sep)) return;
        // The next request reads the folder again: edited, added and removed files alike.
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedContentModuleId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        const check = ++latestCheck;
        void reportContent(server, contentDir, file, () => check === latestCheck);
      };
      server.watcher.on("change", recheck).on("add", recheck).on("unlink", recheck);
    },
    async buildStart() {
      const problems = await contentProblems(contentDir);
      if (problems.length > 0) this.error(problemReport(problems));
    },
    // Only app/content/collections.server.ts imports it: Remix keeps `.server` modules out of
    // the browser's code.
    resolveId(id) {
      if (id === contentModuleId) return resolvedContentModuleId;
    },
    async load(id) {
      if (id !== resolvedContentModuleId) return;
      // The dev server loads the module again after each edit: the tree is then read again.
      const problems = await contentProblems(contentDir);
      if (problems.length > 0) this.error(problemReport(problems));
      return contentModuleSource(contentTree(contentDir));
    },
  };
}

async function reportContent(
  server: ViteDevServer,
  contentDir: string,
  file: string,
  isLatest: () => boolean,
) {
  const problems = await contentProblems(contentDir);
  if (!isLatest()) return;
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
