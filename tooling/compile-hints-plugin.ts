/**
 * The shared chunk (React DOM, Remix and the site's components) is all run at start-up: evaluated,
 * then called through by hydration. V8 compiles a function lazily, on the main thread, the first
 * time it is called, unless the file asks for eager compilation, which V8 does on a background
 * thread while the file streams in (Chromium 136 and later; other browsers ignore the comment).
 * Decision 020.
 */
import type { Plugin } from "vite";

/** V8's explicit compile hint: it must be the file's first line. */
export const compileHint = "//# allFunctionsCalledOnLoad\n";

export function compileHintsPlugin(chunkNames: readonly string[]): Plugin {
  let serverBuild = false;
  return {
    name: "site:compile-hints",
    apply: "build",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    // After minification (a minifier drops comments), before the files are written.
    generateBundle(_options, bundle) {
      if (serverBuild) return;
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && chunkNames.includes(file.name))
          file.code = compileHint + file.code;
      }
    },
  };
}
