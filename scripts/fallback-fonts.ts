/**
 * The metric overrides of the fallback faces in app/styles/global.css.ts: for each system font a
 * phone or computer may have in place of Inter or Fraunces, how much to scale it (size-adjust) so
 * that the site's own text takes the same width, and where to put its ascent, descent and line
 * gap so that lines sit where the web font's will. With them, a web font that arrives after the
 * first paint moves nothing.
 *
 *   npm run fallback-fonts
 *
 * The width is the average advance over the site's copy (every FAQ answer, project and service
 * text in content/), letter by letter as the fonts draw them. The web fonts come from
 * node_modules; Arial's metrics from Liberation Sans (Debian's fonts-liberation, which Chromium
 * installs), designed to the same widths; Roboto and Noto Serif (Android) from their npm
 * packages, fetched into a temporary folder.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import opentype from "opentype.js";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");

function parse(file: string): opentype.Font {
  const bytes = readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

function fromPackage(name: string, file: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "fallback-fonts-"));
  execFileSync("npm", ["pack", "--silent", "--pack-destination", folder, name], {
    stdio: "ignore",
  });
  const [archive] = readdirSync(folder).filter((each) => each.endsWith(".tgz"));
  execFileSync("tar", ["-xzf", path.join(folder, archive!), "-C", folder, `package/files/${file}`]);
  return path.join(folder, "package/files", file);
}

/** The site's running text: FAQ answers, project and service descriptions, without markup. */
function siteCopy(): string {
  const folders = ["faqs", "projects", "services", "values", "testimonials"];
  return folders
    .flatMap((folder) => {
      const dir = path.join(root, "content", folder);
      return readdirSync(dir).map((file) => readFileSync(path.join(dir, file), "utf8"));
    })
    .map((source) => source.replace(/^---[\s\S]*?\n---\n/, ""))
    .join(" ")
    .replace(/[#*_[\]()>`-]+/g, " ")
    .replace(/\s+/g, " ");
}

/** The average advance of the copy's characters, in ems. */
function averageAdvance(font: opentype.Font, text: string): number {
  let total = 0;
  for (const character of text) total += font.charToGlyph(character).advanceWidth ?? 0;
  return total / [...text].length / font.unitsPerEm;
}

/** Ascent, descent and line gap in ems, as browsers read them (OS/2 when USE_TYPO_METRICS). */
function lineMetrics(font: opentype.Font) {
  const os2 = font.tables.os2 as unknown as {
    fsSelection: number;
    sTypoAscender: number;
    sTypoDescender: number;
    sTypoLineGap: number;
  };
  const hhea = font.tables.hhea as unknown as {
    ascender: number;
    descender: number;
    lineGap: number;
  };
  const typo = (os2.fsSelection & (1 << 7)) !== 0;
  const em = font.unitsPerEm;
  return typo
    ? {
        ascent: os2.sTypoAscender / em,
        descent: -os2.sTypoDescender / em,
        lineGap: os2.sTypoLineGap / em,
      }
    : { ascent: hhea.ascender / em, descent: -hhea.descender / em, lineGap: hhea.lineGap / em };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

const copy = siteCopy();
const webFonts = {
  Inter: parse(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff")),
  Fraunces: parse(require.resolve("@fontsource/fraunces/files/fraunces-latin-500-normal.woff")),
};
const systemFonts = [
  {
    for: "Inter" as const,
    name: "Arial (Liberation Sans, Arimo)",
    file: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  },
  {
    for: "Inter" as const,
    name: "Roboto",
    file: fromPackage("@fontsource/roboto@5.3.0", "roboto-latin-400-normal.woff"),
  },
  {
    for: "Fraunces" as const,
    name: "Noto Serif",
    file: fromPackage("@fontsource/noto-serif@5.3.0", "noto-serif-latin-400-normal.woff"),
  },
  {
    for: "Fraunces" as const,
    name: "Times New Roman (Liberation Serif, Tinos)",
    file: "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
  },
];

console.log(`${[...copy].length} characters of the site's copy\n`);
for (const system of systemFonts) {
  const web = webFonts[system.for];
  const fallback = parse(system.file);
  const sizeAdjust = averageAdvance(web, copy) / averageAdvance(fallback, copy);
  const target = lineMetrics(web);
  console.log(`${system.for} in place of ${system.name}:`);
  console.log(`  sizeAdjust: "${percent(sizeAdjust)}",`);
  console.log(`  ascentOverride: "${percent(target.ascent / sizeAdjust)}",`);
  console.log(`  descentOverride: "${percent(target.descent / sizeAdjust)}",`);
  console.log(`  lineGapOverride: "${percent(target.lineGap / sizeAdjust)}",\n`);
}
