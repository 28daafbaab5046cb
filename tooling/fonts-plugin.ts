/**
 * Trims the two web fonts before the build uses them: only latin text, only the weights the
 * styles ask for, only the default OpenType features. Each font is cut in two by
 * `unicode-range`: the characters the site's copy is written in (ASCII and its typographic
 * punctuation), which every page loads and preloads, and the rest of latin (accented letters and
 * rarer signs), which a browser fetches only for a page that shows one of them. On a slow phone
 * connection the fonts share the bandwidth with the opening picture, and Lighthouse counts them
 * against the largest paint: 40 KB instead of 55 (docs/performance.md).
 * The files and their `@font-face` rules are generated into node_modules/.cache/site-fonts/,
 * never into app/; the app reaches them through the `@site-fonts/` alias this plugin adds.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** How app/ names the generated files: `@site-fonts/fonts.css`, `@site-fonts/inter.woff2`. */
const alias = "@site-fonts";
/** Where they are written, under the project's root. */
export const webFontsDirectory = "node_modules/.cache/site-fonts";

/** Each font: its family name, where it comes from, and the weights the stylesheets use. */
const webFonts = [
  {
    family: "Inter Variable",
    name: "inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    weights: { min: 400, max: 700 },
  },
  {
    family: "Fraunces Variable",
    name: "fraunces",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    weights: { min: 500, max: 600 },
  },
];

const codePoints = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

const characterCodes = (characters: string) =>
  [...characters].map((character) => character.codePointAt(0) ?? 0);

/** What the copy is written in: printable ASCII, a no-break space and the typographic signs it uses. */
const coreCodePoints = [...codePoints(0x20, 0x7e), ...characterCodes("\u00a0‘’“”–—…•·×©°₹→")];

/** Latin-1 and the punctuation and symbols latin text may also need. */
const latinCodePoints = [
  ...codePoints(0x20, 0x7e),
  ...codePoints(0xa0, 0xff),
  ...characterCodes("ıŒœʻʼˆ˚˜‘’‚“”„–—…•·′″€₹™×→←↑↓−∕"),
];

const extendedCodePoints = latinCodePoints.filter((code) => !coreCodePoints.includes(code));

/** `U+0020-007E, U+00A0, ...` for a set of code points. */
function unicodeRange(codes: number[]): string {
  const runs: { first: number; last: number }[] = [];
  for (const code of [...new Set(codes)].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run.last === code - 1) run.last = code;
    else runs.push({ first: code, last: code });
  }
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return runs
    .map(({ first, last }) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

const parts = [
  { suffix: "", codes: coreCodePoints },
  { suffix: "-extended", codes: extendedCodePoints },
];

function fontFaceRule(font: (typeof webFonts)[number], part: (typeof parts)[number]): string {
  return `@font-face {
  font-family: "${font.family}";
  font-style: normal;
  /* A font that misses the first paint is not swapped in later, so text never moves. */
  font-display: optional;
  font-weight: ${font.weights.min} ${font.weights.max};
  src: url("./${font.name}${part.suffix}.woff2") format("woff2-variations");
  unicode-range: ${unicodeRange(part.codes)};
}
`;
}

async function writeWebFonts(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const font of webFonts) {
    const source = readFileSync(require.resolve(font.source));
    for (const part of parts) {
      const trimmed = await subsetFont(source, String.fromCodePoint(...part.codes), {
        targetFormat: "woff2",
        variationAxes: { wght: font.weights },
      });
      writeFileSync(path.join(outDir, `${font.name}${part.suffix}.woff2`), trimmed);
    }
  }
  const rules = webFonts.flatMap((font) => parts.map((part) => fontFaceRule(font, part)));
  writeFileSync(path.join(outDir, "fonts.css"), rules.join("\n"));
}

export function webFontsPlugin(): Plugin {
  let outDir = "";
  return {
    name: "site-web-fonts",
    enforce: "pre",
    config(config) {
      outDir = path.resolve(config.root ?? process.cwd(), webFontsDirectory);
      return { resolve: { alias: { [alias]: outDir } } };
    },
    async buildStart() {
      // Trimming takes a few seconds: skip it while the fonts and these settings are unchanged.
      const stamp = path.join(outDir, "made-from.json");
      const madeFrom = JSON.stringify({
        fonts: webFonts.map((font) => ({
          ...font,
          bytes: readFileSync(require.resolve(font.source)).length,
        })),
        parts: parts.map((part) => ({ ...part, range: unicodeRange(part.codes) })),
        rule: fontFaceRule.toString(),
      });
      if (existsSync(stamp) && readFileSync(stamp, "utf8") === madeFrom) return;
      await writeWebFonts(outDir);
      writeFileSync(stamp, madeFrom);
    },
  };
}
