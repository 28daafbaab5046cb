/**
 * Cumulative Layout Shift of every page in Chromium at phone and desktop widths, against the
 * production build (`npm run build` first). Exits non-zero when a page shifts more than 0.01.
 *
 * `npm run layout-shift -- --cpu-slowdown 4` slows each tab's processor (Chromium's CPU
 * throttling), as a phone's: the browser then paints frames a fast machine skips.
 */
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { routes } from "../app/navigation";
import { startServer } from "./lib/servers";
import { chromiumFlags, chromiumPath } from "./lib/chromium";

const LIMIT = 0.01;
const slowdown = Number(
  parseArgs({ options: { "cpu-slowdown": { type: "string", default: "1" } } }).values[
    "cpu-slowdown"
  ],
);
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
    for (const { path, width, cls, shifts } of measured) {
      const ok = cls <= LIMIT;
      if (!ok) failures += 1;
      console.log(
        `${path.padEnd(40)}${String(width).padStart(5)}  ${cls.toFixed(4)}${ok ? "" : "  OVER 0.01"}`,
      );
      if (ok) continue;
      for (const shift of shifts) {
        console.log(
          `    ${shift.value.toFixed(4)} at ${shift.at} ms, scrolled ${shift.scrollY} px: ${shift.moved.join("; ")}`,
        );
      }
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
  if (slowdown > 1) {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  }
  // Each shift's value, when it happened, and what moved (so a failure says where to look).
  await page.addInitScript(`
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) => {
          const node = source.node;
          const name = node && node.nodeType === 1
            ? node.localName + (node.id ? "#" + node.id : "") + " " + JSON.stringify((node.textContent || "").trim().slice(0, 40))
            : "text";
          return name + " y " + Math.round(source.previousRect.y) + " -> " + Math.round(source.currentRect.y);
        });
        window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), scrollY: Math.round(scrollY), moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  `);
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  // Scroll through the page so lazy pictures load, as a reader would.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForTimeout(500);
  const shifts = (await page.evaluate("window.__shifts")) as {
    value: number;
    at: number;
    scrollY: number;
    moved: string[];
  }[];
  await page.close();
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { path, width, cls, shifts };
}
