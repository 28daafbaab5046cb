import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, isKept, type RenderedPage } from "../../../server/page-cache";

const html = (text: string, status = 200): RenderedPage => ({
  status,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: Buffer.from(`<!DOCTYPE html><p>${text}</p>`.repeat(50)),
});

describe("page cache", () => {
  it("renders a page once, however many ask for it at the same time", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return html("home");
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("http:/", render)));
    await cache.get("http:/", render);
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it("keeps a page as brotli and gzip that unpack to the very same bytes", async () => {
    const page = await createPageCache().get("http:/about", async () => html("about"));
    if (!isKept(page)) throw new Error("a 200 HTML page is kept");
    expect(brotliDecompressSync(page.encoded.br)).toEqual(page.body);
    expect(gunzipSync(page.encoded.gzip)).toEqual(page.body);
    expect(page.encoded.br.length).toBeLessThan(page.body.length / 5);
  });

  it("gives each encoding its own strong ETag, the same on every rendering of the same bytes", async () => {
    const first = await createPageCache().get("http:/", async () => html("home"));
    const again = await createPageCache().get("http:/", async () => html("home"));
    const changed = await createPageCache().get("http:/", async () => html("new copy"));
    if (!isKept(first) || !isKept(again) || !isKept(changed)) throw new Error("kept");
    expect(first.etags).toEqual(again.etags);
    expect(new Set(Object.values(first.etags)).size).toBe(3);
    for (const etag of Object.values(first.etags)) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(changed.etags.br).not.toBe(first.etags.br);
  });

  it("does not keep a 404, an error or anything that is not a page", async () => {
    const cache = createPageCache();
    let renders = 0;
    const missing = async () => {
      renders += 1;
      return html("not found", 404);
    };
    expect(isKept(await cache.get("http:/nowhere", missing))).toBe(false);
    await cache.get("http:/nowhere", missing);
    expect(renders).toBe(2);
    const text: RenderedPage = {
      status: 200,
      headers: [["content-type", "text/plain"]],
      body: Buffer.from("ok"),
    };
    expect(isKept(await cache.get("http:/robots.txt", async () => text))).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("forgets a rendering that failed, so the next request tries again", async () => {
    const cache = createPageCache();
    await expect(cache.get("http:/", () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    expect(isKept(await cache.get("http:/", async () => html("home")))).toBe(true);
  });

  it("renders every page again on 1 January, for the footer's copyright year", async () => {
    let year = 2026;
    const cache = createPageCache({ currentYear: () => year });
    let renders = 0;
    const render = async () => html(`© ${year} (${(renders += 1)})`);
    await cache.get("http:/", render);
    await cache.get("http:/", render);
    year = 2027;
    const page = await cache.get("http:/", render);
    expect(renders).toBe(2);
    expect(page.body.toString()).toContain("© 2027");
  });

  it("keeps no more pages than its limit, and still answers the rest", async () => {
    const cache = createPageCache({ limit: 2 });
    for (const path of ["/a", "/b", "/c"]) {
      expect((await cache.get(`http:${path}`, async () => html(path))).status).toBe(200);
    }
    expect(cache.size).toBe(2);
  });
});
