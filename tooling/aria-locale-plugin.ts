/**
 * react-aria works out the visitor's locale when its first module is evaluated, through
 * `Intl.DateTimeFormat.supportedLocalesOf` and `Intl.Locale#maximize`. That first touch of the
 * browser's ICU data is one task of about 80 ms on a phone (4x CPU slowdown), on every page with
 * tabs or an accordion, and after hydration the answer can differ from the server's and re-render
 * every tab. The site is written in English, left to right, for every visitor, so the browser
 * build gets the answer react-aria gives on the server, without asking ICU.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const defaultLocaleModule = /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;

/** What react-aria renders with on the server (no window, no navigator). */
const serverLocale = { locale: "en-US", direction: "ltr" };

export function ariaLocalePlugin(): Plugin {
  return {
    name: "site:aria-locale",
    apply: "build",
    load(id, options) {
      if (options?.ssr || !defaultLocaleModule.test(id)) return null;
      // A new react-aria that moves or renames these exports must be looked at again, not
      // silently lose them.
      const original = readFileSync(id, "utf8");
      if (!/as getDefaultLocale\b/.test(original) || !/as useDefaultLocale\b/.test(original)) {
        throw new Error(
          `${id} no longer exports getDefaultLocale and useDefaultLocale: update tooling/aria-locale-plugin.ts`,
        );
      }
      const locale = JSON.stringify(serverLocale);
      return `const siteLocale = Object.freeze(${locale});
export function getDefaultLocale() { return siteLocale; }
export function useDefaultLocale() { return siteLocale; }
`;
    },
  };
}
