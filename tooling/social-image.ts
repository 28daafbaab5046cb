/**
 * The picture shown when a page is shared (og:image, 1200x630 PNG), drawn at build time from the
 * home page's artwork and the words in content/, so it follows every copy or name change.
 * Text is drawn as outlines from the site's own fonts: the result does not depend on the fonts
 * installed on the building machine.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype from "opentype.js";
import sharp from "sharp";
import { palette } from "../app/styles/palette";

const socialImageSize = { width: 1200, height: 630 };

type SocialImageText = { companyName: string; heading: string; tagline: string };

const require = createRequire(import.meta.url);
function loadFont(file: string): opentype.Font {
  const bytes = readFileSync(require.resolve(file));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/**
 * Places a line of text glyph by glyph, with kerning. opentype.js's own layout runs every
 * OpenType feature of the font and throws on lookups it does not know (Inter has some).
 */
function layOut(font: opentype.Font, text: string, size: number) {
  const scale = size / font.unitsPerEm;
  let cursor = 0;
  let previous: opentype.Glyph | undefined;
  const glyphs: { glyph: opentype.Glyph; x: number }[] = [];
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    if (previous) cursor += font.getKerningValue(previous, glyph) * scale;
    glyphs.push({ glyph, x: cursor });
    cursor += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  return { glyphs, width: cursor };
}

// Path data by hand: opentype.js's toPathData turns some coordinates into NaN when rounding.
const coordinate = (value: number) => String(Math.round(value * 10) / 10);
function pathData(path: opentype.Path): string {
  return path.commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${coordinate(command.x)} ${coordinate(command.y)}`;
        case "Q":
          return `Q${[command.x1, command.y1, command.x, command.y].map(coordinate).join(" ")}`;
        case "C":
          return `C${[command.x1, command.y1, command.x2, command.y2, command.x, command.y].map(coordinate).join(" ")}`;
        default:
          return "Z";
      }
    })
    .join("");
}

/** A line of text as the outline of its glyphs, starting at (x, y) on the baseline. */
function outline(font: opentype.Font, text: string, x: number, y: number, size: number): string {
  return layOut(font, text, size)
    .glyphs.map(({ glyph, x: offset }) => pathData(glyph.getPath(x + offset, y, size, {}, font)))
    .join("");
}

/** Greedy word wrap to a width in pixels. */
function wrap(font: opentype.Font, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && layOut(font, `${last} ${word}`, size).width <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

export async function renderSocialImage({
  text,
  artwork,
  logo,
}: {
  text: SocialImageText;
  /** The home page's hero picture and the company logo: SVG, PNG or JPEG bytes. */
  artwork: Buffer;
  logo: Buffer;
}): Promise<Buffer> {
  const { width, height } = socialImageSize;
  const display = loadFont("@fontsource/fraunces/files/fraunces-latin-600-normal.woff");
  const body = loadFont("@fontsource/inter/files/inter-latin-400-normal.woff");
  const left = 72;
  const textPath = (
    font: opentype.Font,
    line: string,
    x: number,
    y: number,
    size: number,
    fill: string,
  ) => `<path fill="${fill}" d="${outline(font, line, x, y, size)}"/>`;

  const headingSize = 64;
  const headingLines = wrap(display, text.heading, headingSize, 660).slice(0, 3);
  const headingTop = 290;
  const headingPaths = headingLines.map((line, index) =>
    textPath(
      display,
      line,
      left,
      headingTop + index * headingSize * 1.12,
      headingSize,
      palette.textOnDark,
    ),
  );
  const taglineSize = 26;
  const taglineTop = headingTop + (headingLines.length - 1) * headingSize * 1.12 + 64;
  const taglinePaths = wrap(body, text.tagline, taglineSize, 660)
    .slice(0, 2)
    .map((line, index) =>
      textPath(
        body,
        line,
        left,
        taglineTop + index * taglineSize * 1.4,
        taglineSize,
        palette.textOnDarkMuted,
      ),
    );

  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="shade" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${palette.ink}" stop-opacity="0.95"/>
      <stop offset="0.55" stop-color="${palette.ink}" stop-opacity="0.7"/>
      <stop offset="1" stop-color="${palette.ink}" stop-opacity="0.15"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#shade)"/>
    <rect x="${left}" y="${height - 72}" width="96" height="6" rx="3" fill="${palette.accentSoft}"/>
    ${textPath(display, text.companyName, left + 72, 192, 36, palette.textOnDark)}
    ${headingPaths.join("\n    ")}
    ${taglinePaths.join("\n    ")}
  </svg>`;

  const logoMark = await sharp(logo)
    .resize({ width: 56, height: 56, fit: "contain", background: "#0000" })
    .png()
    .toBuffer();
  return sharp(artwork)
    .resize({ width, height, fit: "cover", position: "right" })
    .composite([
      { input: Buffer.from(overlay), top: 0, left: 0 },
      { input: logoMark, top: 150, left },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
