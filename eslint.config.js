import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import packageJson from "./package.json" with { type: "json" };

// Run-time code (the site and its server) must start from a production install: it may take
// types from build-time code, never values. Style files (*.css.ts) are compiled by the build.
const buildTimeOnly =
  "is build-time only: `npm ci --omit=dev` leaves it out of a production install";
const devDependencies = Object.keys(packageJson.devDependencies);

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "test-results/", "playwright-report/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.css.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: devDependencies.map((name) => ({
            name,
            message: `${name} ${buildTimeOnly}.`,
            allowTypeImports: true,
          })),
          patterns: [
            {
              regex: "^(#tooling/|(\\.\\./)+tooling/)",
              message: `tooling/ ${buildTimeOnly}.`,
              allowTypeImports: true,
            },
            {
              group: devDependencies.map((name) => `${name}/*`),
              message: `Development dependencies are ${buildTimeOnly.replace("is ", "")}.`,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
