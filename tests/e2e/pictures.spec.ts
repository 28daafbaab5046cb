/**
 * The site's pictures as a visitor meets them: each page's opening picture arrives first and is
 * its largest paint, an enlarged render says it is one, and the managing director is never a
 * drawn face.
 */
import { readCollection, readEntry, settings } from "./content";
import { expect, test } from "./fixtures";

type Picture = { src: string; kind?: "render" | "photo" };
const pages = ["home", "about", "services", "projects", "faq", "contact", "md-portfolio"];
const heroes = pages.map((name) => ({
  path: name === "home" ? "/" : `/${name}`,
  image: readEntry<{ hero: { image?: Picture } }>(`pages/${name}`).hero.image,
}));
// Pictures in a modern format (a render or a photograph), not drawings.
const photoHeroes = heroes.filter(({ image }) => image && !image.src.endsWith(".svg"));

test.describe("each page's opening picture", () => {
  for (const { path } of photoHeroes) {
    test(`on ${path} is fetched first and is the largest paint`, async ({ page }) => {
      await page.goto(path);
      const hero = page.locator("section[aria-labelledby='page-title'] img");
      const preload = page.locator("link[rel='preload'][as='image']");
      await expect(preload).toHaveCount(1);
      // The preload names the same file the hero shows, in the same set of sizes.
      const srcset = await hero.evaluate(
        (img) => img.parentElement?.querySelector("source")?.getAttribute("srcset") ?? "",
      );
      await expect(preload).toHaveAttribute("imagesrcset", srcset);
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("width", /\d+/);
      await expect(hero).toHaveAttribute("height", /\d+/);
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
              const element = entries.at(-1)?.element;
              resolve(
                element?.closest("section[aria-labelledby='page-title']")
                  ? element.tagName
                  : (element?.outerHTML.slice(0, 80) ?? "none"),
              );
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(largest).toBe("IMG");
    });
  }
});

test.describe("an enlarged render", () => {
  test("is marked as a render under its caption", { tag: "@desktop" }, async ({ page }) => {
    const project = readCollection<{ title: string; kind: string; image: Picture }>(
      "projects",
    ).find(({ image }) => image.kind === "render");
    expect(project, "a project whose picture is a render").toBeDefined();
    const tab = project!.kind === "construction" ? "Construction Projects" : "Interior Projects";
    await page.goto("/projects");
    await page.getByRole("tab", { name: tab }).click();
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: project!.title }) })
      .getByRole("button", { name: /^Enlarge image/ })
      .click();
    const dialog = page.getByRole("dialog");
    const caption = dialog.getByRole("figure", { name: new RegExp(project!.title) });
    await expect(caption.getByText("Render", { exact: true })).toBeVisible();
  });
});

test.describe("the managing director, until the company supplies a photograph", () => {
  const initials = settings.managingDirector.name
    .split(/\s+/)
    .map((word) => word[0])
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join("");

  for (const [path, where] of [
    ["/about", "#team"],
    ["/md-portfolio", "section#about"],
  ] as const) {
    test(
      `is shown on ${path} by his initials, name and title, never a drawn face`,
      { tag: "@desktop" },
      async ({ page }) => {
        await page.goto(path);
        const section = page.locator(where);
        await section.scrollIntoViewIfNeeded();
        await expect(section.getByText(initials, { exact: true })).toBeVisible();
        await expect(section.getByText(settings.managingDirector.title).first()).toBeVisible();
        await expect(section.getByRole("img")).toHaveCount(0);
      },
    );
  }
});

test.describe("pictures further down a page", () => {
  for (const path of [
    "/",
    "/services",
    "/projects",
    "/md-portfolio",
    "/projects/courtyard-villa-jubilee-hills",
  ]) {
    test(
      `on ${path} are fetched as a phone comes near them, none left out`,
      { tag: "@phone" },
      async ({ page }) => {
        // On a slow connection what is fetched at once shares it with the opening picture and the
        // fonts: only pictures on the first screen and the next are (lazy loading alone fetches
        // pictures 1,250 px ahead, almost three phone screens).
        const requested: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "image") requested.push(new URL(request.url()).pathname);
        });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        // Where on the page each fetched file is first shown (a file can be shown twice).
        const firstShownAt = await page.locator("main picture").evaluateAll(
          (pictures, files) =>
            files.map((file) => {
              const tops = pictures
                .filter((picture) => picture.innerHTML.includes(file))
                .map((picture) => picture.querySelector("img")!.getBoundingClientRect().top);
              return { file, top: Math.min(...tops) + window.scrollY };
            }),
          requested,
        );
        const screen = page.viewportSize()!.height;
        const early = firstShownAt.filter(({ top }) => Number.isFinite(top) && top > 2 * screen);
        expect(early, "pictures fetched further down than the next screen").toEqual([]);
        // Read down the page: every picture is shown when it is reached.
        const pictures = page.locator("main img");
        for (let index = 0; index < (await pictures.count()); index += 1) {
          const picture = pictures.nth(index);
          if (!(await picture.isVisible())) continue;
          await picture.scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
            )
            .toBeGreaterThan(0);
        }
      },
    );
  }
});
