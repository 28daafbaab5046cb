import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pageAnchors } from "#app/navigation";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { publicPaths } from "./helpers";

const siteUrl = "https://www.example.test";

test.describe("every page", () => {
  for (const path of publicPaths) {
    test(
      `${path} answers 200 with its hero and full meta tags`,
      { tag: "@desktop" },
      async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

        const head = page.locator("head");
        await expect(page).toHaveTitle(/\S/);
        await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${siteUrl}${path}`,
        );
        await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
          "content",
          `${siteUrl}${path}`,
        );
        for (const property of ["og:title", "og:description", "og:type", "og:image"]) {
          await expect(head.locator(`meta[property="${property}"]`)).toHaveAttribute(
            "content",
            /\S/,
          );
        }
        await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
          "content",
          "summary_large_image",
        );
        await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
      },
    );
  }

  test(
    "titles and descriptions differ from page to page",
    { tag: "@desktop" },
    async ({ request }) => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const path of publicPaths) {
        const html = await (await request.get(path)).text();
        titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
        descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
      }
      expect(titles.size).toBe(publicPaths.length);
      expect(descriptions.size).toBe(publicPaths.length);
    },
  );

  test(
    "the social image they name is served as a 1200x630 PNG",
    { tag: "@desktop" },
    async ({ page, request }) => {
      await page.goto("/");
      const url = await page.locator('meta[property="og:image"]').getAttribute("content");
      const response = await request.get(new URL(url!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      await page.setContent(
        `<img alt="" src="data:image/png;base64,${(await response.body()).toString("base64")}">`,
      );
      const size = await page
        .locator("img")
        .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
      expect(size).toEqual([1200, 630]);
    },
  );
});

test.describe("page not found", () => {
  test("answers 404, is noindex and offers a way back", { tag: "@desktop" }, async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/contact",
    );
    for (const [name, href] of [
      ["Services", "/services"],
      ["Projects", "/projects"],
      ["About", "/about"],
      ["FAQ", "/faq"],
    ] as const) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("answers 404 for deeper unknown paths too", { tag: "@desktop" }, async ({ request }) => {
    expect((await request.get("/projects/unknown/deeper")).status()).toBe(404);
  });
});

test.describe("one address per page", { tag: "@desktop" }, () => {
  test("capitals, a trailing slash or a doubled one lead on, permanently, to the page's own address", async ({
    request,
  }) => {
    for (const [asked, canonical] of [
      ["/MD-PORTFOLIO", "/md-portfolio"],
      ["/md-portfolio/", "/md-portfolio"],
      ["//contact", "/contact"],
      ["/Projects/Courtyard-Villa-Jubilee-Hills/", "/projects/courtyard-villa-jubilee-hills"],
      ["/FAQ?q=Vastu", "/faq?q=Vastu"],
    ]) {
      // The whole address: on its own, `//contact` would name a host called "contact".
      const response = await request.get(`${baseURL}${asked}`, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers()["location"], asked).toBe(canonical);
    }
  });

  test("a visitor who types the address in capitals lands on the page", async ({ page }) => {
    await page.goto("/About/");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("unexpected errors", () => {
  test(
    "show the generic error screen with the status and no stack trace",
    { tag: "@desktop" },
    async ({ request }) => {
      // A form posted to a page that takes no submissions is an error the site does not expect.
      const response = await request.post("/about", { form: { anything: "x" } });
      expect(response.status()).toBe(405);
      const html = await response.text();
      expect(html).toContain("Unexpected Application Error!");
      expect(html).toContain("405");
      expect(html).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)/);
      expect(html).not.toContain("node_modules");
    },
  );

  test("the error screen names itself, stays out of search and keeps the site's menu", async ({
    page,
  }) => {
    // A plain HTML form posted to a page that takes none (the kind of request a bot makes).
    await page.goto("/");
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === "/about"),
      page.evaluate(() => {
        const form = Object.assign(document.createElement("form"), {
          method: "post",
          action: "/about",
        });
        document.body.append(form);
        form.submit();
      }),
    ]);
    expect(response.status()).toBe(405);
    await expect(
      page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(page.getByText("405 Method Not Allowed")).toBeVisible();
    await expect(page).toHaveTitle(/^Unexpected Application Error!/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("navigation", () => {
  test("every navigation starts at the top of the page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const [path, id] of [
    ["/about#team", "team"],
    ["/services#process", "process"],
  ] as const) {
    test(`${path} lands on its section, below the fixed header`, async ({ page }) => {
      await page.goto(path);
      const section = page.locator(`#${id}`);
      await expect(section).toBeInViewport();
      const top = await section.evaluate((element) => element.getBoundingClientRect().top);
      const headerBottom = await page
        .getByRole("banner")
        .evaluate((h) => h.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(headerBottom - 2);
      expect(top).toBeLessThan(headerBottom + 80);
    });
  }
});

test(
  "a HEAD request shows the caching headers and does not empty the page for later visitors",
  { tag: "@desktop" },
  async ({ request }) => {
    // A page few other tests ask for, so this HEAD is likely the first request for it.
    const path = "/projects/hotel-lobby-begumpet";
    const head = await request.head(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(head.status()).toBe(200);
    expect(head.headers()).toMatchObject({
      "cache-control": expect.stringContaining("s-maxage"),
      etag: expect.stringMatching(/^"[\w-]+-gz"$/),
      "content-encoding": "gzip",
    });
    const page = await request.get(path);
    expect(await page.text()).toContain("Get in Touch");
    const again = await request.head(path);
    expect(again.headers()["cache-control"]).toContain("s-maxage");
    expect(again.headers()["etag"]).toBeTruthy();
  },
);

test(
  "a browser that has the page already is told so, per encoding, without the page again",
  { tag: "@desktop" },
  async ({ request }) => {
    const brotli = { "Accept-Encoding": "gzip, deflate, br" };
    const first = await request.get("/about", { headers: brotli });
    const etag = first.headers()["etag"]!;
    expect(first.headers()["content-encoding"]).toBe("br");
    for (const validator of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await request.get("/about", {
        headers: { ...brotli, "If-None-Match": validator },
      });
      expect(again.status(), validator).toBe(304);
      expect(await again.body()).toHaveLength(0);
    }
    // The gzip bytes are another representation, with a validator of their own.
    const gzip = await request.get("/about", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
    });
    expect(gzip.status()).toBe(200);
    // A reload that asks past every cache gets the page.
    const forced = await request.get("/about", {
      headers: { ...brotli, "If-None-Match": etag, "Cache-Control": "no-cache" },
    });
    expect(forced.status()).toBe(200);
  },
);

test(
  "a page is one byte string for everyone: brotli or gzip as asked, plain to clients that ask so",
  { tag: "@desktop" },
  async () => {
    // Raw bytes as they travel, still compressed.
    const fetchRaw = (acceptEncoding: string) =>
      new Promise<{ body: Buffer; headers: Record<string, unknown> }>((resolve, reject) => {
        const { hostname, port } = new URL(baseURL);
        const headers = { "accept-encoding": acceptEncoding };
        httpRequest({ hostname, port, path: "/faq", headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ body: Buffer.concat(chunks), headers: response.headers }),
          );
        })
          .on("error", reject)
          .end();
      });
    const first = await fetchRaw("gzip, deflate, br");
    const second = await fetchRaw("gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["etag"]).toBe(first.headers["etag"]);
    expect(second.headers["content-security-policy"]).toBe(
      first.headers["content-security-policy"],
    );
    const html = brotliDecompressSync(first.body).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN">/);

    const gzipped = await fetchRaw("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString("utf8")).toBe(html);
    expect(gzipped.headers["etag"]).not.toBe(first.headers["etag"]);

    const plain = await fetchRaw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(html);
    expect(html).toContain("Construction &amp; Design FAQs");
  },
);

// When the scripts start does not depend on the width: checked once.
test.describe("scripts wait for the page", { tag: "@desktop" }, () => {
  // On a slow connection the scripts would otherwise share it with the stylesheet, the fonts and
  // the opening picture; the page works without them until they arrive.
  for (const path of [...publicPaths, "/projects/courtyard-villa-jubilee-hills", "/no-such-page"]) {
    test(`${path} starts downloading its scripts only once it has loaded and painted`, async ({
      page,
    }) => {
      await page.goto(path);
      const timing = await page.evaluate(async () => {
        const firstPaint = await new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? 0)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        );
        const [navigation] = performance.getEntriesByType(
          "navigation",
        ) as PerformanceNavigationTiming[];
        const scriptStarts = performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime);
        return { firstPaint, loaded: navigation?.loadEventStart ?? 0, scriptStarts };
      });
      expect(timing.scriptStarts.length).toBeGreaterThan(0);
      expect(timing.firstPaint).toBeGreaterThan(0);
      for (const start of timing.scriptStarts) {
        expect(start).toBeGreaterThanOrEqual(timing.loaded);
        expect(start).toBeGreaterThanOrEqual(timing.firstPaint);
      }
      // And they did their work: the whole page has hydrated.
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
    });
  }
});

test("every section content may link to is on its page", { tag: "@desktop" }, async ({ page }) => {
  for (const [path, ids] of Object.entries(pageAnchors)) {
    await page.goto(path);
    for (const id of ids)
      await expect(page.locator(`[id="${id}"]`), `${path}#${id}`).toHaveCount(1);
  }
});

// A slow phone used to paint the header alone, then lay out the rest of the page in one long
// task after that first paint (issue #26). The first frame now waits until the page is read.
test.describe("the first frame", { tag: "@desktop" }, () => {
  for (const path of ["/", "/about", "/services", "/projects/courtyard-villa-jubilee-hills"]) {
    test(`${path} shows the whole page in its first frame, on a slow phone too`, async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      // Frame callbacks run just before each frame is drawn: the first sees what the first frame
      // shows.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          document.documentElement.dataset.firstFrame = document.querySelector("footer")
            ? "whole page"
            : "part of the page";
        });
      });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-first-frame", "whole page");
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    });
  }
});
