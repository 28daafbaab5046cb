/**
 * Full-page screenshots of every page at phone and desktop widths, for looking at what visitors
 * see. Usage: BASE_URL=http://127.0.0.1:3000 npm run screenshots [-- /path ...]
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { routes } from "../app/navigation";
import { chromiumFlags, chromiumPath } from "./lib/chromium";
import { readThrough, shootWholePage } from "./lib/whole-page";

const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [...Object.values(routes), "/no-such-page"];
const widths = { phone: 375, desktop: 1280 };
const outDir = "screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
for (const [device, width] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const path of paths) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
    // Let lazy images load and entrance animations finish before the picture is taken.
    await readThrough(page, 60);
    await page.waitForTimeout(800);
    const name = path === "/" ? "home" : path.slice(1).replace(/\W+/g, "-");
    await shootWholePage(page, { path: `${outDir}/${name}-${device}.png` });
    console.log(`${outDir}/${name}-${device}.png`);
  }
  await page.close();
}
await browser.close();
