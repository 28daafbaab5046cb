/**
 * What each page sends to the browser, from the production build: JavaScript and CSS (raw and
 * gzip) named in Remix's manifest for the route, and the server-rendered HTML. Exits non-zero
 * when a page's gzip JavaScript is over its budget. Run `npm run build` first.
 *
 * The budget is what a page loads on arrival. "+ lazy" is the code those scripts can fetch later,
 * when a visitor first opens a dialog (image, contact success): printed so the whole cost is in
 * view. It counts every dialog the shared scripts can load, whether or not the page has one.
 *
 * Then pictures: the bytes of every image a 375 px phone (2 device pixels per CSS pixel) loads
 * on each page, scrolled from top to bottom so every lazy picture is fetched, against a budget
 * per page. This part starts the built server and drives Chromium.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { chromium } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./lib/chromium";
import { startServer } from "./lib/servers";

const KB = 1024;
/** Budgets per page, in KB: gzip JavaScript, and the pictures a phone loads scrolling through it. */
const budgets: Record<string, { route: string; jsKb: number; imagesKb: number }> = {
  "/": { route: "routes/_index", jsKb: 105, imagesKb: 450 },
  "/about": { route: "routes/about", jsKb: 95, imagesKb: 300 },
  "/services": { route: "routes/services", jsKb: 95, imagesKb: 450 },
  "/md-portfolio": { route: "routes/md-portfolio", jsKb: 95, imagesKb: 600 },
  "/projects": { route: "routes/projects", jsKb: 100, imagesKb: 700 },
  "/faq": { route: "routes/faq", jsKb: 100, imagesKb: 200 },
  "/contact": { route: "routes/contact", jsKb: 120, imagesKb: 200 },
  "/estimate": { route: "routes/estimate", jsKb: 110, imagesKb: 200 },
  // A content page: no script of its own.
  "/packages": { route: "routes/packages", jsKb: 95, imagesKb: 200 },
  "/how-we-work": { route: "routes/how-we-work", jsKb: 95, imagesKb: 200 },
  "/approvals": { route: "routes/approvals", jsKb: 95, imagesKb: 200 },
  // One project page stands for all: they share one route module.
  "/projects/courtyard-villa-jubilee-hills": {
    route: "routes/projects_.$slug",
    jsKb: 95,
    imagesKb: 450,
  },
};

type ManifestEntry = { module: string; imports?: string[]; css?: string[] };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry> };

const clientDir = path.resolve("build/client");
const manifestFile = readdirSync(path.join(clientDir, "assets")).find((file) =>
  /^manifest-.*\.js$/.test(file),
);
if (!manifestFile) throw new Error("No build found: run `npm run build` first.");
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, "assets", manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;$/, ""),
) as Manifest;

const sizes = (files: Set<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(clientDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
};

/** Chunks a page's scripts load later with `import("./…")`, and the chunks those load. */
const loadedOnUse = (files: Set<string>) => {
  const later = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file; file = queue.pop()) {
    const code = readFileSync(path.join(clientDir, file), "utf8");
    for (const [, chunk] of code.matchAll(/import\("\.\/([^"]+\.js)"\)/g)) {
      const chunkFile = `/assets/${chunk}`;
      if (files.has(chunkFile) || later.has(chunkFile)) continue;
      later.add(chunkFile);
      queue.push(chunkFile);
    }
  }
  return later;
};

const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
const handler = createRequestHandler(build, "production");
const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(7);

const width = Math.max(...Object.keys(budgets).map((page) => page.length)) + 1;
console.log(
  `${"page".padEnd(width)}  JS raw  JS gzip   budget  + lazy  CSS raw CSS gzip HTML raw HTML gzip`,
);
let over = 0;
for (const [page, { route, jsKb }] of Object.entries(budgets)) {
  const entries = [manifest.entry, manifest.routes.root!, manifest.routes[route]!];
  const js = new Set([`/assets/${manifestFile}`]);
  const css = new Set<string>();
  for (const entry of entries) {
    js.add(entry.module);
    entry.imports?.forEach((file) => js.add(file));
    entry.css?.forEach((file) => css.add(file));
  }
  const jsSize = sizes(js);
  const onUse = sizes(loadedOnUse(js));
  const cssSize = sizes(css);
  const html = Buffer.from(await (await handler(new Request(`http://localhost${page}`))).text());
  const fits = jsSize.gzip <= jsKb * KB;
  if (!fits) over += 1;
  console.log(
    `${page.padEnd(width)}${kb(jsSize.raw)}${kb(jsSize.gzip)}${kb(jsKb * KB)}${kb(onUse.gzip)}  ${kb(cssSize.raw)}${kb(cssSize.gzip)}${kb(html.length)}${kb(gzipSync(html).length)}  ${fits ? "ok" : "OVER BUDGET"}`,
  );
}
console.log(
  "(KB = 1024 bytes; JS includes the Remix manifest; gzip level 9; budgets are on arrival; + lazy: gzip JS those scripts can fetch later, the dialogs, whether or not this page opens one)",
);

/** Every image a phone loads on a page, scrolled to the bottom and back: count and bytes. */
async function imagesOnPhone(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: headlessShellPath, args: chromiumFlags });
  const results = new Map<string, { count: number; bytes: number; hero?: string }>();
  try {
    for (const page of Object.keys(budgets)) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
      });
      const tab = await context.newPage();
      const loaded: Promise<number>[] = [];
      tab.on("response", (response) => {
        if (response.request().resourceType() !== "image") return;
        loaded.push(
          response.body().then(
            (body) => body.length,
            () => 0,
          ),
        );
      });
      await tab.goto(baseUrl + page, { waitUntil: "networkidle" });
      const hero = await tab.evaluate(() => {
        const image = document.querySelector<HTMLImageElement>(
          "section[aria-labelledby='page-title'] img",
        );
        return image ? image.currentSrc.split("/").pop() : undefined;
      });
      for (let step = 0; step < 80; step += 1) {
        const done = await tab.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
        });
        await tab.waitForTimeout(50);
        if (done) break;
      }
      await tab.waitForLoadState("networkidle");
      const sizes = await Promise.all(loaded);
      results.set(page, { count: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0), hero });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const port = 3160;
const server = await startServer(port);
try {
  const images = await imagesOnPhone(`http://127.0.0.1:${port}`);
  console.log(`\n${"page".padEnd(width)} images   KB  budget  hero on the phone`);
  for (const [page, { imagesKb }] of Object.entries(budgets)) {
    const { count, bytes, hero } = images.get(page)!;
    const fits = bytes <= imagesKb * KB;
    if (!fits) over += 1;
    console.log(
      `${page.padEnd(width)}${String(count).padStart(7)}${kb(bytes)}${kb(imagesKb * KB)}  ${hero ?? "-"}  ${fits ? "ok" : "OVER BUDGET"}`,
    );
  }
  console.log(
    "(a 375 px phone at 2 device pixels per CSS pixel, scrolled through the whole page; bytes as sent)",
  );
} finally {
  server.kill();
}
process.exit(over > 0 ? 1 : 0);
