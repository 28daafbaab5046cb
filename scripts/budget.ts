/**
 * What each page sends to the browser, from the production build: JavaScript and CSS (raw and
 * gzip) named in Remix's manifest for the route, and the server-rendered HTML. Exits non-zero
 * when a page's gzip JavaScript is over its budget. Run `npm run build` first.
 *
 * The budget is what a page loads on arrival. "+ lazy" is the code those scripts can fetch later,
 * when a visitor first opens a dialog (image, contact success): printed so the whole cost is in
 * view. It counts every dialog the shared scripts can load, whether or not the page has one.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";

const KB = 1024;
/** Gzip JavaScript budgets per page, in KB. */
const budgets: Record<string, { route: string; jsKb: number }> = {
  "/": { route: "routes/_index", jsKb: 105 },
  "/about": { route: "routes/about", jsKb: 95 },
  "/services": { route: "routes/services", jsKb: 95 },
  "/md-portfolio": { route: "routes/md-portfolio", jsKb: 95 },
  "/projects": { route: "routes/projects", jsKb: 130 },
  "/faq": { route: "routes/faq", jsKb: 130 },
  "/contact": { route: "routes/contact", jsKb: 120 },
  "/estimate": { route: "routes/estimate", jsKb: 110 },
  // One project page stands for all: they share one route module.
  "/projects/courtyard-villa-jubilee-hills": { route: "routes/projects_.$slug", jsKb: 95 },
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
process.exit(over > 0 ? 1 : 0);
