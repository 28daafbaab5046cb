/**
 * The rendered pictures: what each one is made from and whether its committed master is still
 * what its scene script and settings render. Shared by `npm run render` and the check in
 * tests/unit/renders.test.ts, which needs no renderer: it only hashes files.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const rendersDir = path.resolve("renders");
export const manifestFile = path.join(rendersDir, "manifest.json");

/** One picture, as a scene's `<scene>.json` beside its script lists it. */
export type Picture = {
  name: string;
  scene: string;
  view: string;
  width: number;
  height: number;
  samples: number;
  /** The master's path in the repository, under public/renders/. */
  output: string;
  seed?: number;
  exposure?: number;
  finish?: Record<string, number>;
};

export type ManifestEntry = {
  /** The files the picture was rendered from. */
  script: string[];
  settings: Omit<Picture, "name">;
  /** SHA-256 of the scripts and settings together: changes when either does. */
  inputs: string;
  /** SHA-256 of the master as rendered: changes when the file is edited by hand. */
  master: string;
  seconds: number;
};
export type Manifest = Record<string, ManifestEntry>;

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** Every picture of every scene, by name. */
export function listPictures(): Map<string, Picture> {
  const pictures = new Map<string, Picture>();
  const scenesDir = path.join(rendersDir, "scenes");
  for (const file of readdirSync(scenesDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const scene = file.replace(/\.json$/, "");
    const listed = JSON.parse(readFileSync(path.join(scenesDir, file), "utf8")) as Record<
      string,
      Omit<Picture, "name" | "scene">
    >;
    for (const [name, settings] of Object.entries(listed)) {
      if (pictures.has(name)) throw new Error(`renders/scenes/${file}: ${name} is listed twice`);
      pictures.set(name, { name, scene, ...settings });
    }
  }
  return pictures;
}

/**
 * The kit modules a script imports (`from kit import a, b`), and the ones those import; an
 * import inside a function or a `try` counts too.
 */
function kitImports(file: string, seen = new Set<string>()): Set<string> {
  const code = readFileSync(path.resolve(file), "utf8");
  for (const match of code.matchAll(/^[ \t]*from kit(?:\.(\w+))? import (.+)$/gm)) {
    // `from kit import materials as m, shapes` names modules; `from kit.stage import sky` one.
    const modules = match[1]
      ? [match[1]]
      : match[2]!.split(",").map((name) => name.trim().split(/\s+/)[0]!);
    for (const module of modules) {
      const kitFile = `renders/kit/${module}.py`;
      if (!existsSync(kitFile) || seen.has(kitFile)) continue;
      seen.add(kitFile);
      kitImports(kitFile, seen);
    }
  }
  return seen;
}

/**
 * The files a picture is rendered from: the Blender entry and its stage, the denoiser, the
 * scene script and the kit modules it imports (so a change to one scene's props leaves the
 * other scenes' pictures up to date).
 */
export function scriptFiles(picture: Picture): string[] {
  const entry = "renders/render_picture.py";
  const scene = `renders/scenes/${picture.scene}.py`;
  const kit = new Set([...kitImports(entry), ...kitImports(scene)]);
  return [entry, "renders/denoise.mjs", ...[...kit].sort(), scene];
}

export function settingsOf(picture: Picture): Omit<Picture, "name"> {
  return Object.fromEntries(Object.entries(picture).filter(([key]) => key !== "name")) as Omit<
    Picture,
    "name"
  >;
}

export function inputsHash(picture: Picture): string {
  const hash = createHash("sha256");
  for (const file of scriptFiles(picture)) {
    // Line endings are the checkout's business, not the picture's.
    hash.update(file).update(readFileSync(file, "utf8").replace(/\r\n/g, "\n"));
  }
  hash.update(JSON.stringify(settingsOf(picture)));
  return hash.digest("hex");
}

export const masterHash = (file: string) => sha256(readFileSync(file));

export function readManifest(): Manifest {
  return existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest)
    : {};
}

/** What is wrong with a picture's master, in words; undefined when it is up to date. */
export function masterProblem(picture: Picture, manifest: Manifest): string | undefined {
  const entry = manifest[picture.name];
  if (!existsSync(picture.output)) return `${picture.output} is missing: not rendered yet`;
  if (!entry)
    return `${picture.output} is not in renders/manifest.json: not rendered by npm run render`;
  if (entry.master !== masterHash(picture.output)) {
    return `${picture.output} differs from the rendered master (edited by hand?): render it again`;
  }
  if (entry.inputs !== inputsHash(picture)) {
    return `${picture.output} is stale: its scene script or settings changed since it was rendered`;
  }
  return undefined;
}
