/**
 * Lighthouse on every page against the production server on 127.0.0.1 (`npm run build` first),
 * with its mobile defaults (simulated slow 4G, mid-range phone) and its desktop preset. Prints
 * the four category scores, LCP, TBT, CLS and the JavaScript bytes each page downloads.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { routes } from "../app/navigation";
import { startServer } from "./lib/servers";
import { chromiumFlags, chromiumPath } from "./lib/chromium";

const port = 3180;
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : // Not the 404 page: Lighthouse refuses to audit a document that answers 404.
      Object.values(routes);

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};

const server = await startServer(port);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
try {
  console.log("page            form     perf  a11y  best   seo   LCP ms  TBT ms     CLS   JS KB");
  for (const path of paths) {
    // The first request of a page renders it; the audits should see it served as visitors do.
    await fetch(`http://127.0.0.1:${port}${path}`);
    for (const formFactor of ["mobile", "desktop"] as const) {
      const result = await lighthouse(
        `http://127.0.0.1:${port}${path}`,
        { port: chrome.port, output: "json", logLevel: "error" },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) console.error(`${path} ${formFactor}: ${runtimeError.message}`);
      const score = (id: string) =>
        String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(6);
      const value = (id: string) => (audits[id] as Audit | undefined)?.numericValue ?? 0;
      const scripts = ((audits["network-requests"] as Audit | undefined)?.details?.items ?? [])
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      console.log(
        `${path.padEnd(16)}${formFactor.padEnd(7)}${score("performance")}${score("accessibility")}${score("best-practices")}${score("seo")}${value("largest-contentful-paint").toFixed(0).padStart(9)}${value("total-blocking-time").toFixed(0).padStart(8)}${value("cumulative-layout-shift").toFixed(3).padStart(8)}${(scripts / 1024).toFixed(1).padStart(8)}`,
      );
    }
  }
} finally {
  chrome.kill();
  server.kill("SIGTERM");
}
