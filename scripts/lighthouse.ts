/**
 * Lighthouse against the production server on 127.0.0.1 (`npm run build` first), with its mobile
 * defaults (simulated slow 4G, mid-range phone) and its desktop preset. Prints, per page and form,
 * the median of three runs of the four category scores, LCP, TBT, CLS and the JavaScript bytes.
 *
 *   npm run lighthouse                      every page, and one project page of each kind
 *   npm run lighthouse -- /faq /about       those pages
 *   npm run lighthouse -- --runs 1          one run each (quicker, noisier)
 *   npm run lighthouse -- --form mobile     one form factor only
 *   npm run lighthouse -- --waterfall /faq  also what each mobile run waited for: the requests
 *                                           that started before the largest paint, which the
 *                                           simulation counts against it
 *   npm run lighthouse -- --long-tasks /faq also the long tasks each mobile run counted, as the
 *                                           simulated phone would run them: when, how long, whose
 *   npm run lighthouse -- --what-if layout:0.6 /
 *                                           also each mobile run's blocking time simulated again
 *                                           from its own trace with a task's time scaled by the
 *                                           factor: `layout` (its longest layout task, the whole
 *                                           page's first), `commit` (its navigation's commit) or
 *                                           `evaluate` (each module evaluation); repeat for more.
 *                                           Deterministic: the same trace, only that task changed
 *   npm run lighthouse -- --cpu-slowdown 7  mobile runs with this CPU slowdown instead of 4: a fast
 *                                           machine plays a slower one (4 x its index / the other's)
 *   npm run lighthouse -- --check           CI: mobile only; fails when a page's LCP exceeds 1.55 s,
 *                                           its TBT on the reference machine 2,500 ms, its
 *                                           performance falls under 75 or another category
 *                                           under 100
 *
 * Every row shows the machine's Lighthouse benchmark index (the median of its runs): the
 * simulated phone is this machine slowed down 4 times, so the same page shows more blocking time on
 * a slower machine, and figures from machines of different indexes are not comparable. So a mobile
 * row ends with "TBT 1240": the same run's trace simulated again as a machine of index 1,240 (the
 * one issue #26 measured) would run it, comparable from machine to machine.
 *
 * `--check` runs each page once and runs a page that misses again twice, judging the median of
 * the three: this machine's figures move by a few hundred milliseconds from run to run.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { routes } from "../app/navigation";
import { startServer } from "./lib/servers";
import { chromiumFlags, chromiumPath } from "./lib/chromium";

const port = 3180;
const mobileThrottling = throttling.mobileSlow4G;
// Performance and blocking time re-based on 2026-11-29: on a fresh machine the code of the last
// landed stop measured 2-5 times the reference blocking time it measured before. Not the browser
// (Chromium 149 and 156 record the same): this machine's higher benchmark index scales the same
// trace further (docs/performance.md, "Blocking time after the browser update"). Until #26 takes
// the slowdown from the trace itself, the check holds these figures against a further regression.
const limits = { lcpMs: 1550, performance: 75, referenceTbtMs: 2500 };
// Issues #25 and #26: the largest paint at most 1.5 s on every page. The check allows 50 ms more,
// since a slower machine adds to the simulated layout work; every page was 1,359-1,456 ms as a
// median of three when it was set (docs/performance.md), and up to 1,676 before decision 024.
const lcpGoalMs = 1500;
// The machine the project's phone figures stand for (docs/performance.md, issue #26): Lighthouse's
// phone is the machine it runs on slowed down 4 times, so a faster machine shows less blocking.
const referenceIndex = 1240;
// Issue #26's goal for the blocking time on that phone; the check's limit above is the ratchet
// that holds today's figures until the goal is met.
const referenceTbtGoalMs = 50;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    check: { type: "boolean", default: false },
    waterfall: { type: "boolean", default: false },
    "long-tasks": { type: "boolean", default: false },
    form: { type: "string" },
    "cpu-slowdown": { type: "string" },
    "what-if": { type: "string", multiple: true, default: [] },
  },
});
const whatIfs = options["what-if"].map((spec) => {
  const [task, factor] = spec.split(":");
  if (!(task === "layout" || task === "commit" || task === "evaluate") || !(Number(factor) >= 0)) {
    throw new Error(`--what-if ${spec}: expected layout, commit or evaluate, a colon and a factor`);
  }
  return { task, factor: Number(factor) } as const;
});
// `--cpu-slowdown` for the mobile runs, and for the what-if simulations of their traces.
const slowdownSetting = options["cpu-slowdown"]
  ? {
      throttling: {
        ...mobileThrottling,
        cpuSlowdownMultiplier: Number(options["cpu-slowdown"]),
      },
    }
  : {};
const runs = Math.max(1, Number(options.runs));
const paths =
  positionals.length > 0
    ? positionals
    : // Not the 404 page: Lighthouse refuses to audit a document that answers 404. One project
      // page of each kind: finished, and under way (a progress bar instead of a client's words).
      [
        ...Object.values(routes),
        "/projects/courtyard-villa-jubilee-hills",
        "/projects/apartment-block-kokapet",
      ];
const formFactors = (["mobile", "desktop"] as const).filter(
  (form) => (options.form ?? (options.check ? "mobile" : form)) === form,
);

type Audit = {
  numericValue?: number;
  details?: {
    items?: {
      url?: string;
      startTime?: number;
      duration?: number;
      resourceType?: string;
      priority?: string;
      transferSize?: number;
      networkRequestTime?: number;
      networkEndTime?: number;
      observedFirstContentfulPaint?: number;
      observedLargestContentfulPaint?: number;
    }[];
  };
};
type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  benchmarkIndex: number;
  /** TBT as a phone simulated on a machine of the reference index would show (mobile only). */
  referenceTbtMs: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's own median over the runs. */
const medianFigures = (all: Figures[]): Figures =>
  Object.fromEntries(
    Object.keys(all[0]!).map((key) => [key, median(all.map((f) => f[key as keyof Figures]))]),
  ) as Figures;

const misses = (figures: Figures) =>
  figures.lcpMs > limits.lcpMs ||
  figures.referenceTbtMs > limits.referenceTbtMs ||
  figures.performance < limits.performance ||
  Math.min(figures.accessibility, figures.bestPractices, figures.seo) < 100;

const server = await startServer(port);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

async function audit(path: string, formFactor: "mobile" | "desktop"): Promise<Figures> {
  // The run's trace is kept, to be simulated again as the reference machine would run it.
  const artifacts = mkdtempSync(join(tmpdir(), "lighthouse-"));
  try {
    return await auditKeepingTrace(artifacts, path, formFactor);
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

async function auditKeepingTrace(
  artifacts: string,
  path: string,
  formFactor: "mobile" | "desktop",
): Promise<Figures> {
  const result = await lighthouse(
    `http://127.0.0.1:${port}${path}`,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      gatherMode: artifacts,
      auditMode: artifacts,
      ...(formFactor === "mobile" ? slowdownSetting : {}),
    },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${path} ${formFactor}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => (audits[id] as Audit | undefined)?.numericValue ?? 0;
  const requests = (audits["network-requests"] as Audit | undefined)?.details?.items ?? [];
  const scripts = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  if (options.waterfall && formFactor === "mobile") {
    const observed = (audits["metrics"] as Audit | undefined)?.details?.items?.[0] ?? {};
    const paint = observed.observedLargestContentfulPaint ?? 0;
    console.log(
      `  unthrottled: first paint ${observed.observedFirstContentfulPaint} ms, largest ${paint} ms; simulated FCP ${value("first-contentful-paint").toFixed(0)} ms; requests before the largest paint:`,
    );
    for (const item of requests.filter((request) => (request.networkRequestTime ?? 0) < paint)) {
      const file = (item.url ?? "").replace(/^https?:\/\/[^/]+/, "").slice(0, 60);
      console.log(
        `    ${String(item.resourceType).padEnd(11)}${String(item.priority).padEnd(9)}${((item.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KB  ${file}`,
      );
    }
  }
  if (options["long-tasks"] && formFactor === "mobile") {
    printLongTasks(
      "as this run",
      value("first-contentful-paint"),
      (audits["long-tasks"] as Audit | undefined)?.details?.items ?? [],
    );
  }
  if (formFactor === "mobile") {
    for (const whatIf of whatIfs)
      await printWhatIf(artifacts, whatIf, result.lhr.environment.benchmarkIndex);
  }
  // A category under 100 names the audits that cost it, so a failure says what to fix.
  for (const id of ["accessibility", "best-practices", "seo"]) {
    const failed = (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (failed.length > 0) console.log(`  ${path} ${formFactor} ${id}: ${failed.join(", ")}`);
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsKb: scripts / 1024,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    referenceTbtMs:
      formFactor === "mobile"
        ? await referenceTbt(artifacts, result.lhr.environment.benchmarkIndex)
        : 0,
  };
}

/**
 * The blocking time of a run's own trace, simulated as on a machine of the reference index:
 * Lighthouse's phone is 4 times slower than the machine, so the same trace is simulated again
 * with a slowdown of 4 x this machine's index / the reference's. Lighthouse refuses to audit saved
 * artifacts under other settings; the CPU slowdown only enters the simulation, not the gathering,
 * so the saved settings are changed to match.
 */
async function referenceTbt(
  artifacts: string,
  benchmarkIndex: number,
  listLongTasks = Boolean(options["long-tasks"]),
): Promise<number> {
  const file = join(artifacts, "artifacts.json");
  const saved = JSON.parse(readFileSync(file, "utf8"));
  const cpuSlowdownMultiplier = (4 * benchmarkIndex) / referenceIndex;
  saved.settings.throttling = { ...saved.settings.throttling, cpuSlowdownMultiplier };
  writeFileSync(file, JSON.stringify(saved));
  const again = await lighthouse(undefined, {
    output: "json",
    logLevel: "error",
    auditMode: artifacts,
    throttling: { ...mobileThrottling, cpuSlowdownMultiplier },
  });
  const audits = again?.lhr.audits ?? {};
  if (listLongTasks) {
    printLongTasks(
      `as on a machine of index ${referenceIndex}`,
      audits["first-contentful-paint"]?.numericValue ?? 0,
      (audits["long-tasks"] as Audit | undefined)?.details?.items ?? [],
    );
  }
  return audits["total-blocking-time"]?.numericValue ?? 0;
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    frame?: string;
    data?: { documentLoaderURL?: string };
    beginData?: { frame?: string };
  };
};

/**
 * The run's blocking time simulated again from its own trace with one kind of task shortened
 * (each such task and everything inside it scaled by the factor): what that task costs, free of
 * the machine's noise, since the simulation of a given trace is deterministic.
 */
async function printWhatIf(
  artifacts: string,
  { task, factor }: { task: "layout" | "commit" | "evaluate"; factor: number },
  benchmarkIndex: number,
) {
  const copy = mkdtempSync(join(tmpdir(), "lighthouse-what-if-"));
  try {
    cpSync(artifacts, copy, { recursive: true });
    const file = join(copy, "defaultPass.trace.json");
    const trace = JSON.parse(readFileSync(file, "utf8"));
    const events: TraceEvent[] = Array.isArray(trace) ? trace : trace.traceEvents;
    const navigation = events.find(
      (event) =>
        event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"),
    );
    if (!navigation) throw new Error("--what-if: the trace has no navigation to the page");
    const onMain = (event: TraceEvent) =>
      event.pid === navigation.pid && event.tid === navigation.tid;
    const mainEvents = events.filter((event) => onMain(event) && event.ph === "X");
    const tasks = mainEvents
      .filter((event) => event.name === "RunTask" && event.ts >= navigation.ts - 50_000)
      .sort((a, b) => a.ts - b.ts);
    const inside = (outer: TraceEvent) => (event: TraceEvent) =>
      event !== outer && event.ts >= outer.ts && event.ts < outer.ts + (outer.dur ?? 0);
    const contains = (outer: TraceEvent, test: (event: TraceEvent) => boolean) =>
      mainEvents.some((event) => inside(outer)(event) && test(event));
    const chosen =
      task === "evaluate"
        ? tasks.filter((t) => contains(t, (e) => e.name === "v8.evaluateModule"))
        : tasks
            .filter((t) =>
              contains(t, (e) =>
                task === "layout"
                  ? e.name === "Layout" && e.args?.beginData?.frame === navigation.args?.frame
                  : e.name === "DocumentLoader::CommitNavigation",
              ),
            )
            .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
            .slice(0, 1);
    const lengths = chosen.map((t) => ((t.dur ?? 0) / 1000).toFixed(0)).join(", ");
    for (const outer of chosen) {
      for (const event of mainEvents.filter(inside(outer))) {
        event.ts = outer.ts + Math.round((event.ts - outer.ts) * factor);
        if (event.dur !== undefined) event.dur = Math.round(event.dur * factor);
      }
      outer.dur = Math.round((outer.dur ?? 0) * factor);
    }
    writeFileSync(file, JSON.stringify(trace));
    const again = await lighthouse(undefined, {
      output: "json",
      logLevel: "error",
      auditMode: copy,
      ...slowdownSetting,
    });
    const tbt = again?.lhr.audits["total-blocking-time"]?.numericValue ?? 0;
    const atReference = await referenceTbt(copy, benchmarkIndex, false);
    console.log(
      `  what if ${task} (${chosen.length} task${chosen.length === 1 ? "" : "s"}: ${lengths} ms) took ${factor} of its time: TBT ${tbt.toFixed(0)} ms, TBT ${referenceIndex} ${atReference.toFixed(0)} ms`,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function printLongTasks(
  how: string,
  fcpMs: number,
  tasks: { url?: string; startTime?: number; duration?: number }[],
) {
  console.log(`  long tasks (simulated ${how}; FCP at ${fcpMs.toFixed(0)} ms):`);
  for (const task of tasks) {
    const file = (task.url ?? "").replace(/^https?:\/\/[^/]+/, "").slice(0, 60);
    console.log(
      `    at ${(task.startTime ?? 0).toFixed(0).padStart(5)} ms ${(task.duration ?? 0).toFixed(0).padStart(5)} ms  ${file}`,
    );
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is run again. */
async function auditWithRetry(path: string, formFactor: "mobile" | "desktop"): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(path, formFactor);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

const failures: string[] = [];
const indexes: number[] = [];
const referenceTbts: number[] = [];
const mobileLcps: number[] = [];
try {
  const width = Math.max(...paths.map((path) => path.length)) + 2;
  console.log(
    `${"page".padEnd(width)}form     runs  perf  a11y  best   seo   LCP ms  TBT ms     CLS   JS KB   index  TBT ${referenceIndex}`,
  );
  for (const path of paths) {
    // The first request of a page renders it; the audits should see it served as visitors do.
    await fetch(`http://127.0.0.1:${port}${path}`);
    for (const formFactor of formFactors) {
      const all = [await auditWithRetry(path, formFactor)];
      const wanted = options.check ? (misses(all[0]!) ? 3 : 1) : runs;
      while (all.length < wanted) all.push(await auditWithRetry(path, formFactor));
      const figures = medianFigures(all);
      indexes.push(figures.benchmarkIndex);
      if (formFactor === "mobile") {
        referenceTbts.push(figures.referenceTbtMs);
        mobileLcps.push(figures.lcpMs);
      }
      const pad = (value: number, digits = 0, size = 6) => value.toFixed(digits).padStart(size);
      console.log(
        `${path.padEnd(width)}${formFactor.padEnd(7)}${pad(all.length)}${pad(figures.performance)}${pad(figures.accessibility)}${pad(figures.bestPractices)}${pad(figures.seo)}${pad(figures.lcpMs, 0, 9)}${pad(figures.tbtMs, 0, 8)}${pad(figures.cls, 3, 8)}${pad(figures.jsKb, 1, 8)}${pad(figures.benchmarkIndex, 0, 8)}${formFactor === "mobile" ? pad(figures.referenceTbtMs, 0, 10) : ""}`,
      );
      if (options.check && misses(figures)) {
        failures.push(
          `${path}: performance ${figures.performance} (at least ${limits.performance}), LCP ${figures.lcpMs.toFixed(0)} ms (at most ${limits.lcpMs}), TBT on a machine of index ${referenceIndex} ${figures.referenceTbtMs.toFixed(0)} ms (at most ${limits.referenceTbtMs}), accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo} (each 100)`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  server.kill("SIGTERM");
}
const index = indexes.length > 0 ? median(indexes) : 0;
if (referenceTbts.length > 0) {
  const over = referenceTbts.filter((tbt) => tbt > referenceTbtGoalMs).length;
  console.log(
    `\n${mobileLcps.filter((lcp) => lcp > lcpGoalMs).length} of ${mobileLcps.length} pages over the largest-paint goal of ${lcpGoalMs} ms on the simulated phone (slowest ${Math.max(...mobileLcps).toFixed(0)} ms).${options.check ? ` The check fails a page above ${limits.lcpMs} ms.` : ""}\nThis machine's benchmark index: ${index.toFixed(0)}. The last column simulates each mobile run's trace again as a machine of index ${referenceIndex} would run it (slowed down 4 x the run's index / ${referenceIndex}: ${((4 * index) / referenceIndex).toFixed(1)} times at this median), so a faster machine does not hide blocking time: ${over} of ${referenceTbts.length} pages over issue #26's goal of ${referenceTbtGoalMs} ms there (median ${median(referenceTbts).toFixed(0)} ms).${options.check ? ` The check fails a page above ${limits.referenceTbtMs} ms.` : ""}`,
  );
}
if (failures.length > 0) {
  console.error(`\nSimulated mobile figures out of bounds:\n${failures.join("\n")}`);
  process.exitCode = 1;
}
