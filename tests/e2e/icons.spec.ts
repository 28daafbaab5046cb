import { iconSvg, lucideSvg } from "../../tooling/content-icons";
import { iconNames } from "../../tooling/content-schemas";
import { expect, test } from "./fixtures";
import { pixelsChangedAtThreeToOne, pixelsStandingOut } from "./pixels";

// The site joins each content icon's shapes into one path, to lighten the first layout; a visitor
// must see the drawing lucide makes, line for line.

const size = 240;
const enlarged = (svg: string) =>
  svg.replace('width="24" height="24"', `width="${size}" height="${size}"`);

test(
  "every content icon looks as lucide draws it, shape by shape",
  { tag: "@desktop" },
  async ({ page }) => {
    const drawings: Buffer[][] = [];
    for (const name of iconNames) {
      const shots: Buffer[] = [];
      for (const svg of [lucideSvg(name), iconSvg(name)]) {
        await page.setContent(
          `<body style="margin:0;background:#fff;color:#1d2b36"><div id="icon" style="width:${size}px;height:${size}px">${enlarged(svg)}</div></body>`,
        );
        shots.push(await page.locator("#icon").screenshot());
      }
      drawings.push(shots);
    }
    for (const [index, [lucide, joined]] of drawings.entries()) {
      const name = iconNames[index];
      // a drawing, not a blank, and the same one (edges where two strokes cross may blend apart)
      expect(await pixelsStandingOut(joined!), `${name}: pixels drawn`).toBeGreaterThan(size * 4);
      const changed = await pixelsChangedAtThreeToOne(lucide!, joined!);
      expect(changed, `${name}: pixels that differ at 3:1`).toBeLessThan(size * size * 0.002);
    }
  },
);
