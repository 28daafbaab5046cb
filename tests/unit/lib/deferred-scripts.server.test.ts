import { describe, expect, it } from "vitest";
import { deferPageScripts } from "#app/lib/deferred-scripts.server";

// The end of a page as Remix's <Scripts> writes it (single fetch, lazy route discovery).
const remixOutput = `<div id="app"></div><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/site-b.js"/><link rel="modulepreload" href="/assets/root-c.js"/><script>window.__remixContext = {};</script><script type="module" async="">;
import * as route0 from "/assets/root-c.js";
window.__remixManifest = {};
window.__remixRouteModules = {"root":route0};

import("/assets/entry.client-a.js");</script></body></html>`;

describe("deferPageScripts", () => {
  it("leaves no module for the browser to fetch before the page's own script asks", () => {
    const html = deferPageScripts(remixOutput);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/^import \* as/m);
    expect(html).toContain('const route0 = await import("/assets/root-c.js");');
    expect(html).toContain(
      JSON.stringify(["/assets/entry.client-a.js", "/assets/site-b.js", "/assets/root-c.js"]),
    );
    expect(html).toContain("<script>window.__remixContext = {};</script>");
  });

  it("fails loudly when Remix writes its scripts differently", () => {
    expect(() => deferPageScripts("<html><body></body></html>")).toThrow(/output has changed/);
    expect(() =>
      deferPageScripts(remixOutput.replace(";\nimport * as", ';\nimport "/x.js";\nimport * as')),
    ).toThrow(/does not know/);
  });
});
