import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { ManualChunksOption } from "rollup";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { ariaLocalePlugin } from "./tooling/aria-locale-plugin";
import { compileHintsPlugin } from "./tooling/compile-hints-plugin";
import { siteImagesPlugin } from "./tooling/images-plugin";
import { contentPlugin } from "./tooling/content-plugin";
import { webFontsDirectory, webFontsPlugin } from "./tooling/fonts-plugin";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Unit tests (vitest.config.ts) import helpers and schemas directly; content validity has its own
// test there, and they need no Remix or MDX.
const isVitest = Boolean(process.env.VITEST);

/**
 * The site's own components, styles and helpers go in one chunk, and with them every page's
 * styles: a page then waits for one stylesheet instead of ten. On a slow phone connection each
 * render-blocking file costs a round trip before the first paint. Modules loaded on demand keep
 * their own chunk.
 */
const sharedChunkName = "site";
const ownChunk = /\/app\/components\/LinkTabs\.tsx$/;
const sharedChunk: ManualChunksOption = (id, { getModuleInfo }) => {
  // The fonts' generated `@font-face` rules go with the site's styles: a stylesheet of their own
  // would be one more request before the first paint.
  if (id.includes(`/${webFontsDirectory}/`)) return sharedChunkName;
  if (!id.includes("/app/") || id.includes("/node_modules/")) return undefined;
  if ((getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return undefined;
  // The link tabs, which only two pages use, stay with those pages (every other page would load
  // them from here).
  if (ownChunk.test(id)) return undefined;
  const shared = /\/app\/(components|styles|lib)\/|\/app\/navigation\.ts|\.css\.ts/;
  return shared.test(id) ? sharedChunkName : undefined;
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    !isVitest && contentPlugin(),
    !isVitest && siteImagesPlugin(),
    !isVitest && webFontsPlugin(),
    !isVitest && ariaLocalePlugin(),
    !isVitest && compileHintsPlugin([sharedChunkName]),
    !isVitest &&
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          unstable_optimizeDeps: true,
        },
      }),
    vanillaExtractPlugin(),
    tsconfigPaths(),
  ],
  build: {
    // Terser packs the browser code tighter than esbuild (FAQ: 124 KB instead of 130 KB gzip,
    // its whole budget). BUILD_UNMINIFIED=1 keeps the names, for `npm run cpu-profile`.
    minify: process.env.BUILD_UNMINIFIED ? false : "terser",
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: sharedChunk } },
  },
  ssr: {
    // CommonJS with `exports.default`: bundling it gives remix-serve the component, not `{ default }`.
    noExternal: ["react-multi-carousel"],
    optimizeDeps: { include: ["react-multi-carousel"] },
  },
}));
