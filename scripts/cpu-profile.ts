/**
 * What ran inside a page's long tasks: Chromium's CPU profiler over the page's load (the
 * production server, `npm run build` first; a 412 px phone, CPU slowed down 4x unless told), then
 * for each stretch of script of 40 ms or more, when it started and the functions that took most of
 * it (time including what they called). React DOM's own functions (minified even in a build
 * without minification: one- and two-letter names) are left out unless `--all`: the page's
 * components and the libraries' hooks are what a change can move.
 *
 *   npm run cpu-profile -- /faq
 *   npm run cpu-profile -- --cpu-slowdown 7.2 /projects/courtyard-villa-jubilee-hills
 *
 * Names are readable in a build without minification: `BUILD_UNMINIFIED=1 npm run build`.
 * Figures move from run to run as much as `npm run long-tasks` does; compare several.
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./lib/chromium";
import { startServer } from "./lib/servers";

const port = 3186;
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "cpu-slowdown": { type: "string", default: "4" },
    all: { type: "boolean", default: false },
  },
});
const slowdown = Number(options["cpu-slowdown"]);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };
type Stretch = { start: number; end: number; time: Map<string, number> };

// Chromium's own entries for time outside script.
const outsideScript = new Set(["(idle)", "(program)", "(root)"]);
// React DOM and the scheduler ship pre-minified: one- and two-letter names, and the
// `react_production_min.*` and `exports.*` of their module wrappers.
const frameworkName = /^(?:[A-Za-z$]{1,2}|react_production_min\..*|exports\..*)$/;

const server = await startServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const path of positionals.length > 0 ? positionals : ["/"]) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(3500);
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    await page.close();
    console.log(`${path}  (CPU ${slowdown}x; ms from the start of the profile)`);
    for (const stretch of stretches(profile).filter(({ start, end }) => end - start >= 40)) {
      console.log(
        `  at ${stretch.start.toFixed(0)} ms, ${(stretch.end - stretch.start).toFixed(0)} ms`,
      );
      const heaviest = [...stretch.time]
        .filter(([name]) => options.all || !frameworkName.test(name.split(" ")[0]!))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8);
      for (const [name, ms] of heaviest) console.log(`    ${ms.toFixed(1).padStart(6)}  ${name}`);
    }
    console.log("");
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}

/** Runs of samples in script, split where the main thread went idle for over a millisecond, each
 * with the time every function was on the stack (counted once per sample however deep). */
function stretches(profile: Profile): Stretch[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const label = ({ callFrame }: ProfileNode) =>
    `${callFrame.functionName || "(anonymous)"} ${callFrame.url.replace(/^.*\//, "")}:${callFrame.lineNumber + 1}`;

  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const found: Stretch[] = [];
  let current: Stretch | undefined;
  let now = 0;
  samples.forEach((id, index) => {
    now += (deltas[index] ?? 0) / 1000;
    const length = (deltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (outsideScript.has(node.callFrame.functionName)) {
      if (current && now - current.end > 1) {
        found.push(current);
        current = undefined;
      }
      return;
    }
    current ??= { start: now, end: now, time: new Map() };
    current.end = now + length;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = label(byId.get(at)!);
      if (outsideScript.has(name.split(" ")[0]!) || seen.has(name)) continue;
      seen.add(name);
      current.time.set(name, (current.time.get(name) ?? 0) + length);
    }
  });
  if (current) found.push(current);
  return found;
}
