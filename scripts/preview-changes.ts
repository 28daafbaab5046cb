/**
 * What a change does to the pages, as a reviewer would want to see it: the site is built as it
 * was at a base (a git ref) and as it is now, every page of both is fetched, and each page whose
 * markup changed gets screenshots before and after at 375 and 1280 px (answers and descriptions
 * behind a toggle opened), the changed region
 * outlined in red, and a diff of its visible text. A Markdown diff alone does not show what a
 * changed word, picture or list does to a page.
 *
 *   npm run preview-changes -- main                  # base: main; after: this folder, built now
 *   npm run preview-changes -- main --out previews   # where the pictures go (default: previews/)
 *   npm run preview-changes -- main --only /faq,/about
 *   npm run preview-changes -- --base-site ../old --head-site .   # two sites built already
 *
 * Writes <out>/summary.md (the list of changed pages and their text diffs, which CI shows on the
 * run and on the pull request) beside the pictures. Under GitHub Actions the summary is also
 * added to the run's job summary.
 */
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import sharp from "sharp";
import { chromiumFlags, chromiumPath } from "./lib/chromium";
import { startServer } from "./lib/servers";
import { readThrough, shootWholePage } from "./lib/whole-page";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: "string", default: "previews" },
    only: { type: "string" },
    "base-site": { type: "string" },
    "head-site": { type: "string" },
  },
});
const out = path.resolve(options.out!);
const widths = [375, 1280];

const build = (folder: string) =>
  execFileSync("npm", ["run", "-s", "build"], { cwd: folder, stdio: "inherit" });

/** The site at a git ref, built in a temporary worktree (sharing this folder's packages). */
function buildAt(ref: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "preview-base-"));
  execFileSync("git", ["worktree", "add", "--detach", "--force", folder, ref], { stdio: "ignore" });
  symlinkSync(path.resolve("node_modules"), path.join(folder, "node_modules"));
  build(folder);
  return {
    folder,
    remove: () => execFileSync("git", ["worktree", "remove", "--force", folder]),
  };
}

let base: { folder: string; remove: () => void };
if (options["base-site"]) base = { folder: path.resolve(options["base-site"]), remove: () => {} };
else {
  const ref = positionals[0];
  if (!ref) {
    console.error("Usage: npm run preview-changes -- <base git ref, e.g. main> [--out folder]");
    process.exit(2);
  }
  console.log(`Building the site at ${ref}…`);
  base = buildAt(ref);
}
const headFolder = path.resolve(options["head-site"] ?? ".");
if (!options["head-site"]) {
  console.log("Building the site as it is now…");
  build(headFolder);
}

/** A port no other program is listening on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const ports = { before: await freePort(), after: await freePort() };
const servers = await Promise.all([
  startServer(ports.before, {}, undefined, base.folder),
  startServer(ports.after, {}, undefined, headFolder),
]);
const origin = (side: keyof typeof ports) => `http://127.0.0.1:${ports[side]}`;

/** The pages a site lists in its sitemap, as paths. */
async function sitemapPaths(side: keyof typeof ports): Promise<string[]> {
  const xml = await (await fetch(`${origin(side)}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

/**
 * A page's markup without what changes with any build (scripts, their hashes and the data
 * they carry): what remains is what a visitor sees. Undefined when the page is not there.
 */
async function markup(side: keyof typeof ports, pagePath: string): Promise<string | undefined> {
  const response = await fetch(`${origin(side)}${pagePath}`);
  if (response.status === 404) return undefined;
  return (
    (await response.text())
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      // Styles and scripts are named by their contents: a code change renames them on every page.
      .replace(/(\/assets\/[\w-]+?)-[\w-]{8}\.(css|js)\b/g, "$1.$2")
      .replace(/127\.0\.0\.1:\d+/g, "site")
  );
}

type Shot = { png: Buffer; text: string };

/** A page read through at one width (so that lazy pictures load), pictured whole. */
async function shoot(browser: Browser, url: string, width: number): Promise<Shot> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await readThrough(page, 40);
  // Answers and descriptions behind a toggle are shown, so a change inside one shows too.
  await page.evaluate(() => {
    for (const details of document.querySelectorAll("main details"))
      details.setAttribute("open", "");
    for (const panel of document.querySelectorAll("main [hidden]")) panel.removeAttribute("hidden");
  });
  await page.waitForLoadState("networkidle");
  const shot = {
    png: await shootWholePage(page),
    text: await page.locator("main").innerText(),
  };
  await context.close();
  return shot;
}

/** Where two pictures of a page differ, as one box (undefined when they are the same). */
async function changedBox(before: Buffer, after: Buffer) {
  const [a, b] = await Promise.all(
    [before, after].map((png) =>
      sharp(png).raw().ensureAlpha().toBuffer({ resolveWithObject: true }),
    ),
  );
  const width = Math.min(a!.info.width, b!.info.width);
  const height = Math.max(a!.info.height, b!.info.height);
  let box: { left: number; top: number; right: number; bottom: number } | undefined;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inA = y < a!.info.height;
      const inB = y < b!.info.height;
      let differs = inA !== inB;
      if (!differs) {
        const i = (y * a!.info.width + x) * 4;
        const j = (y * b!.info.width + x) * 4;
        for (let channel = 0; channel < 3 && !differs; channel++) {
          differs = Math.abs(a!.data[i + channel]! - b!.data[j + channel]!) > 24;
        }
      }
      if (!differs) continue;
      box ??= { left: x, top: y, right: x, bottom: y };
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

/** The picture with the changed region outlined in red. */
async function outlined(png: Buffer, box: NonNullable<Awaited<ReturnType<typeof changedBox>>>) {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const pad = 6;
  const left = Math.max(0, box.left - pad);
  const top = Math.max(0, Math.min(box.top - pad, height - 1));
  const right = Math.min(width - 1, box.right + pad);
  const bottom = Math.min(height - 1, box.bottom + pad);
  if (bottom <= top) return png;
  const outline = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg"><rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" fill="none" stroke="#d00000" stroke-width="4"/></svg>`;
  return sharp(png)
    .composite([{ input: Buffer.from(outline) }])
    .png()
    .toBuffer();
}

/** Lines removed (-) and added (+), in order: the longest common run of lines kept. */
function textDiff(before: string, after: string): string[] {
  const a = before.split("\n").filter((line) => line.trim() !== "");
  const b = after.split("\n").filter((line) => line.trim() !== "");
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      lines.push(`- ${a[i++]}`);
    } else lines.push(`+ ${b[j++]}`);
  }
  return lines;
}

const fileName = (pagePath: string) =>
  pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "--");

let summary = "";
try {
  const only = options.only?.split(",").map((each) => each.trim());
  const paths = [...new Set([...(await sitemapPaths("before")), ...(await sitemapPaths("after"))])]
    .filter((pagePath) => !only || only.includes(pagePath))
    .sort();
  const changed: { pagePath: string; state: "changed" | "added" | "removed" }[] = [];
  for (const pagePath of paths) {
    const [before, after] = await Promise.all([
      markup("before", pagePath),
      markup("after", pagePath),
    ]);
    if (before === after) continue;
    changed.push({
      pagePath,
      state: before === undefined ? "added" : after === undefined ? "removed" : "changed",
    });
  }

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const sections: string[] = [];
  const shown: typeof changed = [];
  for (const { pagePath, state } of changed) {
    const pictures: { name: string; png: Buffer }[] = [];
    const notes: string[] = [];
    let diff: string[] = [];
    let looksDifferent = state !== "changed";
    for (const width of widths) {
      const name = `${fileName(pagePath)}-${width}`;
      const before =
        state === "added"
          ? undefined
          : await shoot(browser, `${origin("before")}${pagePath}`, width);
      const after =
        state === "removed"
          ? undefined
          : await shoot(browser, `${origin("after")}${pagePath}`, width);
      const box = before && after ? await changedBox(before.png, after.png) : undefined;
      if (box) looksDifferent = true;
      for (const [side, shot] of [
        ["before", before],
        ["after", after],
      ] as const) {
        if (!shot) continue;
        const png = box ? await outlined(shot.png, box) : shot.png;
        pictures.push({ name: `${name}-${side}.png`, png });
      }
      diff = textDiff(before?.text ?? "", after?.text ?? "");
      const names = pictures.filter((picture) => picture.name.startsWith(`${name}-`));
      notes.push(
        `- ${width} px: ${names.map((picture) => `\`${picture.name}\``).join(", ")}${box ? ` (changed region outlined, ${box.top}-${box.bottom} px from the top)` : ""}`,
      );
    }
    // Markup that differs but looks and reads the same (an attribute, an address) is no change
    // to the reader.
    if (!looksDifferent && diff.length === 0) continue;
    shown.push({ pagePath, state });
    for (const picture of pictures) writeFileSync(path.join(out, picture.name), picture.png);
    writeFileSync(path.join(out, `${fileName(pagePath)}-text.diff`), `${diff.join("\n")}\n`);
    sections.push(
      [
        `### ${pagePath} (${state})`,
        "",
        ...notes,
        "",
        diff.length > 0
          ? "```diff\n" + diff.slice(0, 40).join("\n") + (diff.length > 40 ? "\n…" : "") + "\n```"
          : "The visible text is the same: the change is in pictures or layout.",
        "",
      ].join("\n"),
    );
  }
  await browser.close();
  summary = [
    "## Pages this change affects",
    "",
    shown.length === 0
      ? `No page changed (${paths.length} pages compared).`
      : `${shown.length} of ${paths.length} pages changed. Screenshots before and after, at ${widths.join(" and ")} px, are in the run's "page-previews" artifact.`,
    "",
    ...sections,
  ].join("\n");
  writeFileSync(path.join(out, "summary.md"), `${summary}\n`);
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${summary}\n`);
  console.log(
    `${shown.length} of ${paths.length} pages changed; pictures and summary in ${path.relative(process.cwd(), out) || "."}/`,
  );
  for (const { pagePath, state } of shown) console.log(`  ${pagePath} (${state})`);
} finally {
  for (const server of servers) server.kill();
  base.remove();
}
