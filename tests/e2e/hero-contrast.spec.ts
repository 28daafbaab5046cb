/**
 * The hero's words sit on a darkened picture, where axe cannot judge contrast (it marks text over
 * an image "incomplete"). Here the words are made transparent, the hero is photographed, and every
 * pixel behind each line of text is compared with the text's colour: at least 4.5:1 everywhere.
 */
import sharp from "sharp";
import { readProjects } from "./content";
import { expect, test } from "./fixtures";
import { publicPaths } from "./helpers";

const minimumContrast = 4.5;

/** WCAG's relative luminance of an sRGB colour. */
function luminance([red, green, blue]: number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

type TextBox = {
  text: string;
  color: number[];
  boxes: { x: number; y: number; w: number; h: number }[];
};

// The check hides the hero's words with a style sheet, which the page's policy would refuse.
test.use({ bypassCSP: true });

for (const path of [
  ...publicPaths,
  ...readProjects().map((project) => project.path),
  "/no-such-page",
]) {
  test(`${path}: the hero's text keeps ${minimumContrast}:1 over its picture`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    const hero = page.locator("section[aria-labelledby='page-title']");
    await expect(hero.getByRole("img").first()).toHaveJSProperty("complete", true);

    // Text drawn straight on the picture: not the buttons, which carry their own background.
    const texts: TextBox[] = await hero.evaluate((section) =>
      [...section.querySelectorAll<HTMLElement>("h1, p, span")]
        .filter((element) => !element.closest("a, button"))
        .filter((element) =>
          [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()),
        )
        .map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return {
            text: element.textContent!.trim().slice(0, 40),
            color: getComputedStyle(element)
              .color.match(/[\d.]+/g)!
              .map(Number),
            boxes: [...range.getClientRects()].map((rect) => ({
              x: rect.x,
              y: rect.y,
              w: rect.width,
              h: rect.height,
            })),
          };
        }),
    );
    expect(texts.length).toBeGreaterThan(0);
    // A style sheet, not the elements' own styles: it also holds for any element React renders
    // again after this point.
    await page.addStyleTag({
      content: "section[aria-labelledby='page-title'] * { color: transparent !important; }",
    });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgba(0, 0, 0, 0)");
    // What stays in place over the page (the header, the phone's call bar) lies in front of the
    // words, not behind them; and on a phone the words can run below the first screen.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        if (getComputedStyle(element).position === "fixed") element.style.visibility = "hidden";
      }
    });
    // Only the hero is photographed, below the first screen too (the page is at its top).
    const heroBox = (await hero.boundingBox())!;
    const clip = {
      x: 0,
      y: 0,
      width: page.viewportSize()!.width,
      height: heroBox.y + heroBox.height,
    };
    const { data, info } = await sharp(await page.screenshot({ fullPage: true, clip }))
      .raw()
      .toBuffer({ resolveWithObject: true });

    const lowest = texts.map(({ text, color, boxes }) => {
      const textLuminance = luminance(color);
      let worst = Infinity;
      for (const box of boxes) {
        const bottom = Math.min(info.height, box.y + box.h);
        const right = Math.min(info.width, box.x + box.w);
        for (let y = Math.max(0, Math.floor(box.y)); y < bottom; y += 2) {
          for (let x = Math.max(0, Math.floor(box.x)); x < right; x += 2) {
            const offset = (y * info.width + x) * info.channels;
            const background = luminance([data[offset]!, data[offset + 1]!, data[offset + 2]!]);
            worst = Math.min(worst, contrast(textLuminance, background));
          }
        }
      }
      return { text, contrast: Math.round(worst * 100) / 100 };
    });
    expect(lowest.filter((line) => line.contrast < minimumContrast)).toEqual([]);
  });
}
