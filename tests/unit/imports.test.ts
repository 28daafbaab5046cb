/**
 * How the code's modules depend on each other: the pages' code (app/) never loads build-time code
 * (tooling/), and no two modules import each other, directly or around a circle, types included.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const folders = ["app", "tooling", "server"];

const modules = folders.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(folder, file).split(path.sep).join("/")),
);

type Import = { target: string; typeOnly: boolean };

/** The modules of this repository a module imports (packages left out). */
function importsOf(module: string): Import[] {
  const source = readFileSync(path.join(root, module), "utf8");
  const found: Import[] = [];
  for (const match of source.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm,
  )) {
    const [, typeKeyword, specifier = ""] = match;
    let target: string | undefined;
    if (specifier.startsWith("#app/")) target = `app/${specifier.slice(5)}`;
    else if (specifier.startsWith("#tooling/")) target = `tooling/${specifier.slice(9)}`;
    else if (specifier.startsWith(".")) {
      target = path.posix.normalize(path.posix.join(path.posix.dirname(module), specifier));
    }
    if (!target) continue;
    const file = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)),
    );
    // Styles (.css.ts) are modules too; anything else (JSON, CSS files) is not code to follow.
    if (file) found.push({ target: file, typeOnly: Boolean(typeKeyword) });
  }
  return found;
}

const graph = new Map(modules.map((module) => [module, importsOf(module)]));

describe("the code's modules", () => {
  it("are read: every folder has modules that import others", () => {
    expect(modules.filter((module) => module.startsWith("tooling/")).length).toBeGreaterThan(5);
    expect([...graph.values()].flat().length).toBeGreaterThan(100);
  });

  it("of the pages (app/) load no build-time code (tooling/), types aside", () => {
    const crossings = [...graph].flatMap(([module, imports]) =>
      module.startsWith("app/")
        ? imports
            .filter((each) => each.target.startsWith("tooling/") && !each.typeOnly)
            .map((each) => `${module} -> ${each.target}`)
        : [],
    );
    expect(crossings).toEqual([]);
  });

  it("import each other in no circle, types included", () => {
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (module: string, trail: string[]) => {
      state.set(module, "open");
      for (const { target } of graph.get(module) ?? []) {
        if (state.get(target) === "open") {
          circles.push([...trail.slice(trail.indexOf(target)), module, target].join(" -> "));
        } else if (!state.has(target)) visit(target, [...trail, module]);
      }
      state.set(module, "done");
    };
    for (const module of modules) if (!state.has(module)) visit(module, []);
    expect(circles).toEqual([]);
  });
});
