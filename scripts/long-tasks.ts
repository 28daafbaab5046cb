/**
 * The long tasks of each page's start-up, as a phone would run them: the production server
 * (`npm run build` first), Chromium at a 412 px phone width with its CPU slowed down (4x, as
 * Lighthouse's phone; `--cpu-slowdown N` for another), a trace of the load and three quiet
 * seconds after it. Prints every task of 50 ms or more (`--min-ms` sets another bound), when it started (after navigation, and
 * whether before or after the first paint, which Total Blocking Time does not count before) and
 * the longest pieces of work inside it, then the page's blocking time: the part of each task after
 * the first paint beyond 50 ms.
 *
 *   npm run long-tasks                       every page
 *   npm run long-tasks -- /faq /             those pages
 *   npm run long-tasks -- --cpu-slowdown 7   a slower phone, or this machine playing a slower one
 *   npm run long-tasks -- --min-ms 5 /       shorter tasks too (the style and layout before the paint)
 *
 * Last, the most elements a style recalculation styled and the most objects a layout laid out
 * before the first paint: the page's first frame, in counts that do not depend on the machine.
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { routes } from "../app/navigation";
import { chromiumFlags, chromiumPath } from "./lib/chromium";
import { startServer } from "./lib/servers";

const port = 3181;
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "cpu-slowdown": { type: "string", default: "4" },
    "min-ms": { type: "string", default: "50" },
  },
});
const paths = positionals.length > 0 ? positionals : Object.values(routes);
const slowdown = Number(options["cpu-slowdown"]);
const minMs = Number(options["min-ms"]);

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string };
    beginData?: { totalObjects?: number };
    elementCount?: number;
  };
};

const server = await startServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    await cdp.send("Tracing.start", {
      categories:
        "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing",
      transferMode: "ReportEvents",
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    );
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await done;
    await page.close();

    const navigation = events.find((event) => event.name === "navigationStart")?.ts ?? 0;
    const at = (event: TraceEvent) => (event.ts - navigation) / 1000;
    const tasks = events.filter(
      (event) => event.name === "RunTask" && event.ph === "X" && (event.dur ?? 0) >= minMs * 1000,
    );
    let blocking = 0;
    console.log(`${path}  (first paint at ${firstPaint.toFixed(0)} ms, CPU ${slowdown}x)`);
    for (const task of tasks) {
      const start = at(task);
      const length = task.dur! / 1000;
      const counted = start >= firstPaint;
      if (counted) blocking += Math.max(0, length - 50);
      const inside = events
        .filter(
          (event) =>
            event !== task &&
            event.tid === task.tid &&
            event.ph === "X" &&
            event.ts >= task.ts &&
            event.ts + (event.dur ?? 0) <= task.ts + task.dur! &&
            (event.dur ?? 0) >= 5_000,
        )
        .sort((a, b) => b.dur! - a.dur!)
        .slice(0, 4)
        .map((event) => {
          const file = event.args?.data?.url?.replace(/^.*\//, "");
          return `${event.name}${file ? ` ${file}` : ""} ${(event.dur! / 1000).toFixed(0)}`;
        });
      console.log(
        `  ${start.toFixed(0).padStart(6)} ms  ${length.toFixed(0).padStart(4)} ms  ${counted ? "after" : "before"} the first paint  ${inside.join(", ")}`,
      );
    }
    console.log(`  blocking after the first paint: ${blocking.toFixed(0)} ms`);
    // How much styling and layout the first frame took: the largest of each before the first
    // paint, counts that do not move with the machine's speed, so a change to the page's size
    // reads at once.
    const largest = (name: string, size: (event: TraceEvent) => number) =>
      Math.max(
        0,
        ...events
          .filter((event) => event.name === name && event.ph === "X" && at(event) < firstPaint)
          .map(size),
      );
    const style = largest("UpdateLayoutTree", (event) => event.args?.elementCount ?? 0);
    const layout = largest("Layout", (event) => event.args?.beginData?.totalObjects ?? 0);
    console.log(
      `  before the first paint, styled: ${style} elements; laid out: ${layout} objects\n`,
    );
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
