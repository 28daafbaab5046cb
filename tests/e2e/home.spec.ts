import type { Browser, Page } from "@playwright/test";
import { readCollection, settings } from "./content";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { expectShownBelowHeader, reachCarousel, testimonialCarousel } from "./helpers";
import { contrast, luminance } from "./pixels";

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("opens with the hero and its two calls to action", { tag: "@desktop" }, async ({ page }) => {
    const hero = section(page, "Building Your Vision Into Reality");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
      "Building Your Vision Into Reality",
    );
    await expect(hero.getByRole("link", { name: "Explore Projects" })).toHaveAttribute(
      "href",
      "/projects",
    );
    await expect(hero.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("shows four reasons to choose the company", { tag: "@desktop" }, async ({ page }) => {
    const reasons = section(page, "Why Choose Us").getByRole("heading", { level: 3 });
    await expect(reasons).toHaveText([
      "Quality Assurance",
      "Expert Team",
      "Timely Delivery",
      "Custom Solutions",
    ]);
  });

  test(
    "shows three company highlights, each leading somewhere",
    { tag: "@desktop" },
    async ({ page }) => {
      const highlights = section(page, "Company Highlights");
      await expect(highlights.getByRole("heading", { level: 3 })).toHaveText([
        "Experienced Team",
        "Award-Winning Projects",
        "Innovative Solutions",
      ]);
      await expect(highlights.getByRole("link", { name: "Meet Our Team" })).toHaveAttribute(
        "href",
        "/about#team",
      );
      await expect(highlights.getByRole("link", { name: "View Projects" })).toHaveAttribute(
        "href",
        "/projects",
      );
      await expect(highlights.getByRole("link", { name: "Our Approach" })).toHaveAttribute(
        "href",
        "/services#process",
      );
    },
  );

  test("'Meet Our Team' lands on the team section of the about page", async ({ page }) => {
    await section(page, "Company Highlights").getByRole("link", { name: "Meet Our Team" }).click();
    await expect(page).toHaveURL(/\/about#team$/);
    await expectShownBelowHeader(page.getByRole("heading", { name: "Meet Our Team" }));
  });

  test("'Our Approach' lands on the service process", async ({ page }) => {
    await section(page, "Company Highlights").getByRole("link", { name: "Our Approach" }).click();
    await expect(page).toHaveURL(/\/services#process$/);
    await expectShownBelowHeader(page.getByRole("heading", { name: "Our Service Process" }));
  });

  test(
    "shows three premium services and a way to all of them",
    { tag: "@desktop" },
    async ({ page }) => {
      const services = section(page, "Our Premium Services");
      await expect(services.getByRole("heading", { level: 3 })).toHaveText([
        "Construction Services",
        "Interior Design",
        "Project Management",
      ]);
      await expect(services.getByRole("link", { name: "Explore All Services" })).toHaveAttribute(
        "href",
        "/services",
      );
    },
  );

  test(
    "each service's 'Learn More' leads to its own section of the services page",
    { tag: "@desktop" },
    async ({ page }) => {
      for (const [name, id] of [
        ["Construction Services", "construction-services"],
        ["Interior Design", "interior-design"],
        ["Project Management", "project-management"],
      ]) {
        await page.goto("/");
        await section(page, "Our Premium Services")
          .getByRole("link", { name: `Learn More about ${name}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/services#${id}$`));
        // The section the address names, not the summary card of the same name above it.
        await expectShownBelowHeader(page.locator(`#${id}`).getByRole("heading", { name }));
      }
    },
  );

  test(
    "introduces the managing director with a link to his portfolio",
    { tag: "@desktop" },
    async ({ page }) => {
      const main = page.getByRole("main");
      await expect(main.getByText(settings.managingDirector.name).first()).toBeVisible();
      await expect(main.locator('a[href="/md-portfolio"]')).toHaveCount(1);
    },
  );

  test("closes with Contact Us and Browse Projects", { tag: "@desktop" }, async ({ page }) => {
    const links = page.getByRole("main").getByRole("link");
    await expect(links.filter({ hasText: "Browse Projects" })).toHaveAttribute("href", "/projects");
    await expect(links.filter({ hasText: "Contact Us" }).last()).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("hero entrance", () => {
  test("fades and slides in", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    const animations = await page
      .getByRole("heading", { level: 1 })
      .evaluate((heading) => heading.parentElement!.getAnimations().length);
    expect(animations).toBeGreaterThan(0);
  });

  test(
    "stays still for visitors who ask for reduced motion",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      const animations = await page
        .getByRole("heading", { level: 1 })
        .evaluate((heading) => heading.parentElement!.getAnimations().length);
      expect(animations).toBe(0);
    },
  );
});

test.describe("testimonials", () => {
  const testimonials = readCollection<{
    name: string;
    location: string;
    rating: number;
    date: string;
  }>("testimonials");

  /** Cards entirely inside the carousel's frame: the ones a visitor sees, with where they sit. */
  async function visibleCards(page: Page) {
    return testimonialCarousel(page).evaluate((region) => {
      const frame = region.querySelector("ul")!.parentElement!.getBoundingClientRect();
      return [...region.querySelectorAll("figure")]
        .map((card) => ({ card, box: card.getBoundingClientRect() }))
        .filter(({ box }) => box.left >= frame.left - 1 && box.right <= frame.right + 1)
        .map(({ card, box }) => ({
          name: card.querySelector("figcaption span")!.textContent ?? "",
          left: Math.round(box.left),
          width: Math.round(box.width),
        }));
    });
  }
  const visibleNames = async (page: Page) => (await visibleCards(page)).map((card) => card.name);

  test(
    "has six testimonials: five rated 5 and one rated 4",
    { tag: "@desktop" },
    async ({ page }) => {
      expect(testimonials).toHaveLength(6);
      await page.goto("/");
      const region = testimonialCarousel(page);
      for (const testimonial of testimonials) {
        await expect(region.getByText(testimonial.name, { exact: true }).first()).toBeAttached();
      }
      const ratings = await region.evaluate((element) => {
        const seen = new Map<string, string>();
        for (const card of element.querySelectorAll("figure")) {
          const name = card.querySelector("figcaption span")?.textContent ?? "";
          seen.set(name, card.textContent?.match(/Rated \d out of 5/)?.[0] ?? "");
        }
        return [...seen.values()].sort();
      });
      expect(ratings).toEqual([
        "Rated 4 out of 5",
        "Rated 5 out of 5",
        "Rated 5 out of 5",
        "Rated 5 out of 5",
        "Rated 5 out of 5",
        "Rated 5 out of 5",
      ]);
    },
  );

  test(
    "each card's stars show its rating: filled up to it, outlined after it",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      await reachCarousel(page);
      /** The star rows of the cards in view, where they are drawn, with each card's rating. */
      const starRows = () =>
        testimonialCarousel(page).evaluate((region) => {
          const frame = region.querySelector("ul")!.parentElement!.getBoundingClientRect();
          return [...region.querySelectorAll("figure")]
            .filter((card) => {
              const box = card.getBoundingClientRect();
              return box.left >= frame.left - 1 && box.right <= frame.right + 1;
            })
            .map((card) => {
              const row = card.querySelector("svg")!.getBoundingClientRect();
              return {
                name: card.querySelector("figcaption span")!.textContent ?? "",
                rating: Number(/Rated (\d) out of 5/.exec(card.textContent ?? "")?.[1]),
                clip: { x: row.x, y: row.y, width: row.width, height: row.height },
              };
            });
        });
      // still: two reads 100 ms apart find the same cards in the same places
      const settled = async () => {
        const first = JSON.stringify(await starRows());
        await page.waitForTimeout(100);
        return first === JSON.stringify(await starRows());
      };
      const checked = new Set<string>();
      for (
        let step = 0;
        step < testimonials.length && checked.size < testimonials.length;
        step += 1
      ) {
        await expect.poll(settled).toBe(true);
        for (const { name, rating, clip } of await starRows()) {
          const png = await page.screenshot({ clip });
          const { data, info } = await sharp(png)
            .removeAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true });
          const at = (x: number, y: number) => {
            const index = (Math.round(y) * info.width + Math.round(x)) * 3;
            return luminance(data[index]!, data[index + 1]!, data[index + 2]!);
          };
          // the row's corner is the card behind it; each star's middle is 12 of its 24 units in,
          // the stars 26.67 units apart
          const background = at(0, 0);
          const unit = info.width / (5 * 24 + 4 * (8 / 3));
          const filled = [0, 1, 2, 3, 4].filter(
            (place) => contrast(at((place * (24 + 8 / 3) + 12) * unit, 12 * unit), background) >= 3,
          );
          expect(filled, name).toEqual([0, 1, 2, 3, 4].slice(0, rating));
          checked.add(name);
        }
        await testimonialCarousel(page).getByRole("button", { name: "Next testimonials" }).click();
      }
      expect([...checked].sort()).toEqual(testimonials.map(({ name }) => name).sort());
    },
  );

  test(
    "each card shows the area and city, the quote cut at 120 characters, and the date",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      expect(testimonials.filter((entry) => entry.body.length > 120).length).toBeGreaterThanOrEqual(
        2,
      );
      for (const entry of testimonials) {
        // The looping carousel renders clones: any copy of the card will do.
        const card = testimonialCarousel(page)
          .locator("figure")
          .filter({ hasText: entry.name })
          .first();
        await expect(
          card.getByText(`${entry.location.split(",")[0]!.trim()}, Hyderabad`),
        ).toBeAttached();
        await expect(card.getByText(entry.date)).toBeAttached();
        const quote =
          entry.body.length > 120 ? `${entry.body.slice(0, 120).trimEnd()}…` : entry.body;
        await expect(card.locator("blockquote p").first()).toHaveText(quote);
      }
    },
  );

  test(
    "a cut quote opens in full with 'Read more', and closes again",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      const entry = testimonials.find((testimonial) => testimonial.body.length > 120)!;
      const card = testimonialCarousel(page)
        .locator("li[aria-hidden='false'] figure")
        .filter({ hasText: entry.name });
      // A native disclosure (<summary>), named "Read more: <name>'s review" for screen readers.
      const readMore = card.getByText("Read more", { exact: true });
      // Once the carousel shows its cards, bring this one into view if it is not.
      await reachCarousel(page);
      await expect(
        testimonialCarousel(page).locator("li[aria-hidden='false']").first(),
      ).toBeVisible();
      if ((await readMore.count()) === 0) {
        await testimonialCarousel(page).getByRole("button", { name: "Next testimonials" }).click();
      }
      await expect(readMore).toBeVisible();
      await expect(card.getByText(entry.body)).toBeHidden();
      await readMore.click();
      await expect(card.getByText(entry.body)).toBeVisible();
      await expect(card.getByText(`${entry.body.slice(0, 120).trimEnd()}…`)).toBeHidden();
      await expect(readMore).toBeHidden();
      await expect(card.getByText("Show less", { exact: true })).toBeVisible();
      // The toggle keeps the focus the click gave it, and the keyboard closes it too.
      await page.keyboard.press("Enter");
      await expect(card.getByText(entry.body)).toBeHidden();
    },
  );

  for (const [width, perRow] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    // Each sets its own width: once is enough.
    test(
      `shows ${perRow} card${perRow > 1 ? "s" : ""} per row at ${width} px, before and after scripts run`,
      { tag: "@desktop" },
      async ({ browser }) => {
        const serverRendered = await openHome(browser, width, "server-rendered");
        expect(await visibleNames(serverRendered)).toHaveLength(perRow);
        const hydrated = await openHome(browser, width, "hydrated");
        await expect.poll(() => visibleNames(hydrated)).toHaveLength(perRow);
        // The same cards in the same places: no layout shift when the carousel takes over.
        const before = await visibleCards(serverRendered);
        const after = await visibleCards(hydrated);
        expect(after.map((card) => card.name)).toEqual(before.map((card) => card.name));
        for (const [index, card] of after.entries()) {
          expect(Math.abs(card.left - before[index]!.left)).toBeLessThanOrEqual(2);
          expect(Math.abs(card.width - before[index]!.width)).toBeLessThanOrEqual(2);
        }
      },
    );
  }

  test("the previous and next buttons move through the cards and loop round", async ({ page }) => {
    await page.goto("/");
    await reachCarousel(page);
    const start = await visibleNames(page);
    await page.getByRole("button", { name: "Next testimonials" }).click();
    await expect.poll(() => visibleNames(page)).not.toEqual(start);
    // The cards brought into view are read out: they sit in a polite live region.
    await expect(
      testimonialCarousel(page)
        .locator("[aria-live='polite'] li[aria-hidden='false'] figure")
        .first(),
    ).toBeVisible();
    await page.waitForTimeout(500);
    await page.getByRole("button", { name: "Previous testimonials" }).click();
    await expect.poll(() => visibleNames(page)).toEqual(start);
    await page.waitForTimeout(500);
    // Looping: going back from the first card shows the last one.
    await page.getByRole("button", { name: "Previous testimonials" }).click();
    await expect.poll(async () => (await visibleNames(page))[0]).toBe(testimonials.at(-1)!.name);
  });

  test(
    "the left and right arrow keys move the carousel once it has focus",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      await reachCarousel(page);
      const start = await visibleNames(page);
      await testimonialCarousel(page).focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => visibleNames(page)).not.toEqual(start);
      await page.waitForTimeout(500);
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => visibleNames(page)).toEqual(start);
    },
  );

  test(
    "focus that lands on the carousel while it still waits stays there as it wakes",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      // Straight from the top, as a screen reader's jump to a landmark does: focusing wakes it.
      await testimonialCarousel(page).focus();
      await expect(testimonialCarousel(page)).toHaveAttribute("data-measured", "true");
      await expect(testimonialCarousel(page)).toBeFocused();
      const start = await visibleNames(page);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => visibleNames(page)).not.toEqual(start);
    },
  );

  test("cards can be dragged", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await reachCarousel(page);
    const start = await visibleNames(page);
    // The frame the cards move in (the track itself is wider than the screen).
    const box = (await testimonialCarousel(page).locator("ul").locator("..").boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => visibleNames(page)).not.toEqual(start);
  });
});

/**
 * The home page as the server rendered it (its scripts never arrive, as in the moment before they
 * load) or once the carousel has taken over.
 */
async function openHome(browser: Browser, width: number, state: "server-rendered" | "hydrated") {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  if (state === "server-rendered") await context.route(/\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto("/");
  if (state === "hydrated") await reachCarousel(page);
  else await testimonialCarousel(page).scrollIntoViewIfNeeded();
  return page;
}

test.describe("testimonials without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("all six are shown in a grid that screen readers can read", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Client testimonials" })).toBeHidden();
    // Role queries leave out what is aria-hidden: these cards are exposed.
    const cards = page.getByRole("list", { name: "Client testimonials" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card).toBeVisible();
    await expect(cards.filter({ hasText: "Rated 4 out of 5" })).toHaveCount(1);
  });
});
