import type { OutputBundle, OutputChunk, PluginContext } from "rollup";
import type { ResolvedConfig } from "vite";
import { describe, expect, it } from "vitest";
import { compileHint, compileHintsPlugin } from "../../tooling/compile-hints-plugin";

const chunk = (name: string, code: string) => ({ type: "chunk", name, code }) as OutputChunk;

/** Runs the plugin's hooks as Vite would, over a bundle of the given chunks. */
function build(ssr: boolean, chunks: OutputChunk[]) {
  const plugin = compileHintsPlugin(["site"]);
  const bundle: OutputBundle = Object.fromEntries(chunks.map((c) => [`${c.name}.js`, c]));
  (plugin.configResolved as (config: ResolvedConfig) => void)({ build: { ssr } } as ResolvedConfig);
  (
    plugin.generateBundle as (this: PluginContext, options: unknown, bundle: OutputBundle) => void
  ).call({} as PluginContext, {}, bundle);
  return chunks.map((c) => c.code);
}

describe("compileHintsPlugin", () => {
  it("puts V8's compile hint on the first line of the named browser chunks only", () => {
    const [site, route] = build(false, [chunk("site", "var a=1;"), chunk("route", "var b=2;")]);
    expect(site).toBe(`${compileHint}var a=1;`);
    expect(site?.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(route).toBe("var b=2;");
  });

  it("leaves the server build alone", () => {
    expect(build(true, [chunk("site", "var a=1;")])).toEqual(["var a=1;"]);
  });
});
