/**
 * Renders the site's pictures from their scene scripts (renders/): Blender's Cycles on the CPU,
 * then the denoiser, then the master JPEG under public/renders/ and its line in
 * renders/manifest.json. Needs Blender (Debian's `blender`); the build and CI never do.
 *
 *   npm run render                  every picture whose script or settings changed, or that is missing
 *   npm run render -- NAME [NAME…]  those pictures, whatever their state
 *   npm run render -- --preview NAME  a quick look: a third of the size and samples, into renders/previews/
 *   npm run render -- --preview --full-size NAME  the same samples at full size, to judge materials
 *   npm run render -- --list        each picture and its state
 *
 * A run is resumable: each picture is written to the manifest as soon as it is done, so an
 * interrupted run starts again where it stopped.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  inputsHash,
  listPictures,
  manifestFile,
  masterHash,
  masterProblem,
  readManifest,
  rendersDir,
  scriptFiles,
  settingsOf,
  type Picture,
} from "./lib/renders";

const args = process.argv.slice(2);
const preview = args.includes("--preview");
const previewScale = args.includes("--full-size") ? 1 : 3;
const names = args.filter((arg) => !arg.startsWith("--"));
const pictures = listPictures();

for (const name of names) {
  if (!pictures.has(name)) {
    console.error(`No picture called ${name}. Listed: ${[...pictures.keys()].join(", ")}`);
    process.exit(1);
  }
}

if (args.includes("--list")) {
  const manifest = readManifest();
  for (const picture of pictures.values()) {
    console.log(`${picture.name.padEnd(34)} ${masterProblem(picture, manifest) ?? "up to date"}`);
  }
  process.exit(0);
}

function render(picture: Picture, output: string): number {
  const work = mkdtempSync(path.join(tmpdir(), `render-${picture.name}-`));
  const started = Date.now();
  const result = spawnSync(
    "blender",
    [
      "-b",
      "--factory-startup",
      "--python",
      path.join(rendersDir, "render_picture.py"),
      "--",
      JSON.stringify(picture),
      work,
      path.resolve(output),
    ],
    { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", maxBuffer: 1 << 28 },
  );
  rmSync(work, { recursive: true, force: true });
  if (result.status !== 0 || !/"rendered"/.test(result.stdout)) {
    console.error(result.stdout.split("\n").slice(-30).join("\n"));
    throw new Error(`Rendering ${picture.name} failed`);
  }
  return Math.round((Date.now() - started) / 1000);
}

if (preview) {
  const previewsDir = path.join(rendersDir, "previews");
  mkdirSync(previewsDir, { recursive: true });
  for (const name of names) {
    const picture = pictures.get(name)!;
    const small: Picture = {
      ...picture,
      width: Math.round(picture.width / previewScale),
      height: Math.round(picture.height / previewScale),
      samples: Math.max(8, Math.round(picture.samples / 3)),
    };
    const output = path.join(previewsDir, `${name}.jpg`);
    const seconds = render(small, output);
    console.log(`${output} (${seconds} s)`);
  }
  process.exit(0);
}

const stale = readManifest();
const queue = names.length
  ? names.map((name) => pictures.get(name)!)
  : [...pictures.values()].filter((picture) => masterProblem(picture, stale));
console.log(`${queue.length} picture(s) to render`);
for (const picture of queue) {
  mkdirSync(path.dirname(picture.output), { recursive: true });
  // Hashed before the render: a scene edited while its picture renders must leave it stale.
  const inputs = inputsHash(picture);
  const script = scriptFiles(picture);
  const seconds = render(picture, picture.output);
  // Read again: another run may have written a picture meanwhile.
  const manifest = readManifest();
  manifest[picture.name] = {
    script,
    settings: settingsOf(picture),
    inputs,
    master: masterHash(picture.output),
    seconds,
  };
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${picture.output} (${seconds} s)`);
}
