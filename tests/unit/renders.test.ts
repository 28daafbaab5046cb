import { copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listPictures, masterProblem, readManifest, scriptFiles } from "../../scripts/lib/renders";

const pictures = listPictures();
const manifest = readManifest();

/** Every picture path and kind the content gives, file by file. */
function contentPictures() {
  const found: { file: string; src: string; kind?: string }[] = [];
  for (const file of readdirSync("content", { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".mdx")) continue;
    const text = readFileSync(path.join("content", file), "utf8");
    for (const match of text.matchAll(/src: (\S+)\n(?:\s+alt: .*\n)?(?:\s+kind: (\w+))?/g)) {
      found.push({ file, src: match[1]!, kind: match[2] });
    }
  }
  return found;
}

describe("rendered pictures", () => {
  it("each master in the manifest is what its scene script and settings render", () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(0);
    const problems = Object.keys(manifest).flatMap((name) => {
      const picture = pictures.get(name);
      if (!picture) return [`${name}: in renders/manifest.json, but no scene lists it`];
      const problem = masterProblem(picture, manifest);
      return problem ? [`${name}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("each render the site shows is a rendered master, and says it is a render", () => {
    const outputs = new Map(
      Object.keys(manifest).map((name) => [
        `/${pictures.get(name)?.output.replace(/^public\//, "")}`,
        name,
      ]),
    );
    const shown = contentPictures().filter((picture) => picture.src.startsWith("/renders/"));
    expect(shown.length).toBeGreaterThan(0);
    for (const picture of shown) {
      expect(outputs.has(picture.src), `${picture.file}: ${picture.src}`).toBe(true);
      expect(picture.kind, `${picture.file}: ${picture.src}`).toBe("render");
    }
  });

  it("counts a kit module a scene imports inside a try block among its inputs", () => {
    // The villa imports the plants in a try block: a change to them must stale its pictures.
    expect(readFileSync("renders/scenes/villa.py", "utf8")).toMatch(/^ +from kit import plants$/m);
    expect(scriptFiles(pictures.get("hero-home")!)).toContain("renders/kit/plants.py");
  });

  it("tells a master edited by hand, and one whose script or settings changed", () => {
    const [name] = Object.keys(manifest);
    const picture = pictures.get(name!)!;
    const edited = path.join(mkdtempSync(path.join(tmpdir(), "edited-master-")), "master.jpg");
    copyFileSync(picture.output, edited);
    const bytes = readFileSync(edited);
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0xff;
    writeFileSync(edited, bytes);
    expect(masterProblem({ ...picture, output: edited }, manifest)).toMatch(/edited by hand/);
    expect(masterProblem({ ...picture, samples: picture.samples + 1 }, manifest)).toMatch(
      /stale: its scene script or settings changed/,
    );
  });
});
