/**
 * First and largest contentful paint of every page in Chromium itself, throttled like
 * Lighthouse's mobile run (150 ms round trips, 1.6 Mbps down, 4x slower CPU, a 412 px phone),
 * against the production build (`npm run build` first). Lighthouse estimates these times from an
 * unthrottled trace; this measures them. Prints the median of three cold loads per page.
 */
import { chromium } from "@playwright/test";
import { routes } from "../app/navigation";
import { startServer } from "./lib/servers";
import { chromiumFlags, chromiumPath } from "./lib/chromium";

const port = 3190;
const runs = 3;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServer(port);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  console.log(`Chromium, 150 ms RTT, 1.6 Mbps, 4x CPU, 412x823, median of ${runs} cold loads`);
  console.log("page            FCP ms   LCP ms  LCP element");
  for (const path of Object.values(routes)) {
    await fetch(`http://127.0.0.1:${port}${path}`); // rendered once, as visitors get it
    const fcp: number[] = [];
    const lcp: number[] = [];
    let element = "";
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "load" });
      const timings = await page.evaluate(
        () =>
          new Promise<[number, number, string]>((resolve) => {
            const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
              resolve([paint, last.startTime, last.element?.tagName.toLowerCase() ?? "?"]);
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      fcp.push(timings[0]);
      lcp.push(timings[1]);
      element = timings[2];
      await context.close();
    }
    console.log(
      `${path.padEnd(14)}${median(fcp).toFixed(0).padStart(8)}${median(lcp).toFixed(0).padStart(9)}  ${element}`,
    );
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
