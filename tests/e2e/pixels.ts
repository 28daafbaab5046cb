/** Reading screenshots: what a visitor sees change, measured as WCAG contrast. */
import sharp from "sharp";

/** Relative luminance of an sRGB colour (WCAG 2). */
export function luminance(red: number, green: number, blue: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Pixels of a region that changed between two screenshots by a contrast of 3:1 or more. */
export async function pixelsChangedAtThreeToOne(before: Buffer, after: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [before, after].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  let changed = 0;
  for (let index = 0; index < a!.length; index += 3) {
    const from = luminance(a![index]!, a![index + 1]!, a![index + 2]!);
    const to = luminance(b![index]!, b![index + 1]!, b![index + 2]!);
    if (contrast(from, to) >= 3) changed += 1;
  }
  return changed;
}

/**
 * Pixels of a screenshot at 3:1 or more against its most common colour (its background): the
 * marks drawn on it, such as a glyph or a border.
 */
export async function pixelsStandingOut(png: Buffer): Promise<number> {
  const raw = await sharp(png).removeAlpha().raw().toBuffer();
  const counts = new Map<number, number>();
  for (let index = 0; index < raw.length; index += 3) {
    const key = (raw[index]! << 16) | (raw[index + 1]! << 8) | raw[index + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const base = luminance(background >> 16, (background >> 8) & 255, background & 255);
  let standing = 0;
  for (let index = 0; index < raw.length; index += 3) {
    const value = luminance(raw[index]!, raw[index + 1]!, raw[index + 2]!);
    if (contrast(base, value) >= 3) standing += 1;
  }
  return standing;
}
