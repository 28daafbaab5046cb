/**
 * Cumulative Layout Shift of every page in Chromium at phone and desktop widths, against the
 * production build (`npm run build` first). Exits non-zero when a page shifts more than 0.01.
 */
import { chromium, type Browser } from "@playwright/test";
import { routes } from "../app/navigation";
import { startServer } from "./lib/servers";
import { chromiumFlags, chromiumPath } from "./lib/chromium";

const LIMIT = 0.01;
const port = 3150;
const baseUrl = `http://127.0.0.1:${port}`;
// The built server as every measuring script starts it (its own temporary enquiry database).
const server = await startServer(port);

let failures = 0;
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  console.log(`${"page".padEnd(40)}width   CLS`);
  // The seven pages, and one project page of each kind: finished and under way.
  const paths = [
    ...Object.values(routes),
    "/projects/courtyard-villa-jubilee-hills",
    "/projects/apartment-block-kokapet",
  ];
  // Two pages at a time, each at both widths: four tabs keep the two cores busy, and a shift is
  // counted per tab, so they cannot disturb each other's figure.
  for (let first = 0; first < paths.length; first += 2) {
    const measured = await Promise.all(
      paths
        .slice(first, first + 2)
        .flatMap((path) => [375, 1280].map((width) => measureShift(browser, path, width))),
    );
    for (const { path, width, cls } of measured) {
      const ok = cls <= LIMIT;
      if (!ok) failures += 1;
      console.log(
        `${path.padEnd(40)}${String(width).padStart(5)}  ${cls.toFixed(4)}${ok ? "" : "  OVER 0.01"}`,
      );
    }
  }
  await browser.close();
} finally {
  server.kill();
}
process.exit(failures > 0 ? 1 : 0);

/** The layout shift of one page at one width, from its first paint until it was read through. */
async function measureShift(browser: Browser, path: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  // A phone's slower processor: the browser then paints between the steps of a part waking up,
  // as a phone does, and a frame that is briefly wrong shows as a shift (a fast machine skips it).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  // Scroll through the page so lazy pictures load, as a reader would.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await page.close();
  return { path, width, cls };
}
