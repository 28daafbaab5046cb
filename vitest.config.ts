import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

/** Unit tests: the site's Vite config (styles, path aliases) plus where the tests are. */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ["tests/unit/**/*.test.ts"],
      environment: "node",
      globalSetup: ["tests/unit/postgres-setup.ts"],
    },
  }),
);
