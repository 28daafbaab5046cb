import { readCollection } from "./content";
import { expect, test } from "./fixtures";

test.describe("projects page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/projects");
  });

  test("the hero offers 'Start Your Project'", { tag: "@desktop" }, async ({ page }) => {
    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("shows the four statistics", { tag: "@desktop" }, async ({ page }) => {
    const stats = page.getByRole("region", { name: "Our work in numbers" }).getByRole("listitem");
    await expect(stats).toHaveCount(4);
    await expect(stats.nth(0)).toContainText(/50\+\s*construction projects delivered/i);
    await expect(stats.nth(1)).toContainText(/100\+\s*interior projects executed/i);
    await expect(stats.nth(2)).toContainText(/6\s*construction projects in progress/i);
    await expect(stats.nth(3)).toContainText(/4\s*interior projects underway/i);
  });

  test(
    "featured projects sit in three tabs, construction first",
    { tag: "@desktop" },
    async ({ page }) => {
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveText([
        "Construction Projects",
        "Interior Projects",
        "Ongoing Projects",
      ]);
      await expect(page.getByRole("tab", { name: "Construction Projects" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("article")).toHaveCount(4);

      await page.getByRole("tab", { name: "Interior Projects" }).click();
      await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(4);

      await page.getByRole("tab", { name: "Ongoing Projects" }).click();
      const ongoing = page.getByRole("tabpanel");
      await expect(ongoing.getByRole("article")).toHaveCount(2);
      await expect(ongoing.getByRole("progressbar")).toHaveCount(2);
    },
  );

  test("a tab shows its projects without moving the page, and its address can be shared", async ({
    page,
  }) => {
    const tab = page.getByRole("tab", { name: "Interior Projects" });
    await tab.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/projects\?tab=completed-interior$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.goto("/projects?tab=ongoing");
    await expect(page.getByRole("tab", { name: "Ongoing Projects" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel").getByRole("progressbar")).toHaveCount(2);
  });

  test.describe("without JavaScript", { tag: "@desktop" }, () => {
    test.use({ javaScriptEnabled: false });
    test("each tab opens its own projects, back at the tabs", async ({ page }) => {
      await page.getByRole("tab", { name: "Interior Projects" }).click();
      await expect(page).toHaveURL(/\/projects\?tab=completed-interior#featured$/);
      await expect(page.getByRole("tab", { name: "Interior Projects" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("article")).toHaveCount(4);
      await expect(panel.getByRole("link", { name: /^View Project: / })).toHaveCount(4);
      await expect(page.getByRole("heading", { name: "Featured Projects" })).toBeInViewport();

      await page.getByRole("tab", { name: "Ongoing Projects" }).click();
      await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(2);
      await page.getByRole("tab", { name: "Construction Projects" }).click();
      await expect(page).toHaveURL(/\/projects#featured$/);
      await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(4);
    });
  });

  for (const [kind, tab] of [
    ["construction", "Construction Projects"],
    ["interior", "Interior Projects"],
  ] as const) {
    test(
      `each ${kind} project shows its title, location, year and category`,
      { tag: "@desktop" },
      async ({ page }) => {
        const projects = readCollection<{
          kind: string;
          title: string;
          location: string;
          year: number;
          category: string;
        }>("projects").filter((project) => project.kind === kind);
        expect(projects).toHaveLength(4);
        await page.getByRole("tab", { name: tab }).click();
        const panel = page.getByRole("tabpanel");
        for (const project of projects) {
          expect(["Commercial", "Residential", "Public", "Healthcare"]).toContain(project.category);
          const card = panel.getByRole("article").filter({ hasText: project.title });
          await expect(card).toContainText(project.location);
          await expect(card).toContainText(String(project.year));
          await expect(card).toContainText(project.category);
        }
      },
    );
  }

  test(
    "each ongoing project shows its type and a progress bar named after it",
    { tag: "@desktop" },
    async ({ page }) => {
      const projects = readCollection<{ title: string; type: string; progress: number }>(
        "ongoing-projects",
      );
      expect(projects.map((project) => project.progress).sort()).toEqual([50, 60]);
      await page.getByRole("tab", { name: "Ongoing Projects" }).click();
      const panel = page.getByRole("tabpanel");
      for (const project of projects) {
        const card = panel.getByRole("article").filter({ hasText: project.title });
        await expect(card).toContainText(project.type);
        await expect(card).toContainText(`${project.progress}%`);
        const bar = panel.getByRole("progressbar", { name: `${project.title} Progress` });
        await expect(bar).toHaveAttribute("value", String(project.progress));
      }
    },
  );

  test("the tabs follow the arrow keys", { tag: "@desktop" }, async ({ page }) => {
    await page.getByRole("tab", { name: "Construction Projects" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Interior Projects" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tab", { name: "Interior Projects" })).toBeFocused();
  });

  test(
    "Home, End and the arrow keys go round the tabs, one tab stop",
    { tag: "@desktop" },
    async ({ page }) => {
      const tab = (name: string) => page.getByRole("tab", { name });
      await tab("Construction Projects").focus();
      await page.keyboard.press("ArrowLeft");
      await expect(tab("Ongoing Projects")).toBeFocused();
      await expect(tab("Ongoing Projects")).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "Ongoing Projects" })).toBeVisible();
      await page.keyboard.press("Home");
      await expect(tab("Construction Projects")).toBeFocused();
      await expect(tab("Construction Projects")).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("End");
      await expect(tab("Ongoing Projects")).toHaveAttribute("aria-selected", "true");
      // Tab leaves the list for the panel's first link: only the selected tab is a stop.
      await page.keyboard.press("Shift+Tab");
      await expect(tab("Interior Projects")).not.toBeFocused();
      await page.keyboard.press("Tab");
      await expect(tab("Ongoing Projects")).toBeFocused();
    },
  );

  test(
    "has a gallery of eight captioned pictures and 'Discuss Your Project'",
    { tag: "@desktop" },
    async ({ page }) => {
      const gallery = page.locator("section#gallery");
      await expect(gallery.getByRole("figure")).toHaveCount(8);
      await expect(gallery.getByRole("link", { name: "Discuss Your Project" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(page.getByRole("link", { name: "Contact Us Now" })).toHaveAttribute(
        "href",
        "/contact",
      );
    },
  );

  test(
    "a project picture opens in a dialog; the close button closes it and focus goes back",
    { tag: "@desktop" },
    async ({ page }) => {
      const trigger = page
        .getByRole("tabpanel")
        .getByRole("button", { name: /^Enlarge image/ })
        .first();
      const title = await page
        .getByRole("tabpanel")
        .getByRole("article")
        .first()
        .getByRole("heading")
        .innerText();
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("img")).toBeVisible();
      await expect(dialog.getByText(title)).toBeVisible();
      // The page behind is out of a screen reader's reach from the first opening on.
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
      await dialog.getByRole("button", { name: "Close image" }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    },
  );

  test(
    "a gallery picture opens in a dialog and Escape closes it",
    { tag: "@desktop" },
    async ({ page }) => {
      const figure = page.locator("section#gallery").getByRole("figure").nth(2);
      const caption = await figure.locator("figcaption").innerText();
      const trigger = figure.getByRole("button");
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: caption });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    },
  );

  test(
    "on a 375 px phone all three tabs show in full, side by side",
    { tag: "@phone" },
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const tabs = page.getByRole("tab");
      await tabs.first().scrollIntoViewIfNeeded();
      const tops = new Set<number>();
      for (const tab of await tabs.all()) {
        await expect(tab).toBeInViewport({ ratio: 1 });
        tops.add(Math.round((await tab.boundingBox())!.y));
      }
      expect(tops.size).toBe(1);
    },
  );

  test(
    "the gallery dialog moves through the pictures with its buttons and the arrow keys",
    { tag: "@desktop" },
    async ({ page }) => {
      const captions = await page.locator("section#gallery figcaption").allInnerTexts();
      const caption = (index: number) => captions[index] ?? "";
      const trigger = page
        .locator("section#gallery")
        .getByRole("figure")
        .nth(2)
        .getByRole("button");
      await trigger.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toHaveAccessibleName(caption(2));
      await expect(dialog.getByText(`3 of ${captions.length}`, { exact: true })).toBeVisible();

      await dialog.getByRole("button", { name: "Next image" }).click();
      await expect(dialog).toHaveAccessibleName(caption(3));
      await expect(dialog.getByRole("status")).toHaveText(`${caption(3)}, 4 of ${captions.length}`);

      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(dialog.getByRole("status")).toHaveText(`${caption(1)}, 2 of ${captions.length}`);
      // The caption under the picture (a render's says so after its title).
      await expect(dialog.locator("figcaption")).toContainText(caption(1));
      await expect(dialog.locator("figcaption")).toBeVisible();

      // From the first picture, previous goes round to the last.
      await dialog.getByRole("button", { name: "Previous image" }).click();
      await dialog.getByRole("button", { name: "Previous image" }).click();
      await expect(
        dialog.getByText(`${captions.length} of ${captions.length}`, { exact: true }),
      ).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    },
  );

  test(
    "a project card's picture opens on its own, without previous or next",
    { tag: "@desktop" },
    async ({ page }) => {
      await page
        .getByRole("tabpanel")
        .getByRole("button", { name: /^Enlarge image/ })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("img")).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Next image" })).toHaveCount(0);
    },
  );

  test(
    "on a phone the dialog fills the screen, and nothing of the page shows behind",
    { tag: "@phone" },
    async ({ page }) => {
      for (const viewport of [
        { width: 375, height: 740 },
        { width: 740, height: 375 },
      ]) {
        await page.setViewportSize(viewport);
        await page.locator("section#gallery").getByRole("button").first().click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
        // Once the picture has loaded, it takes most of the screen's height or width, whichever
        // limits it.
        const image = dialog.getByRole("img");
        const shownShare = () =>
          image.evaluate((img: HTMLImageElement) => {
            if (!img.complete || img.naturalWidth === 0) return 0;
            const scale = Math.min(
              img.clientWidth / img.naturalWidth,
              img.clientHeight / img.naturalHeight,
            );
            return Math.max(
              (img.naturalWidth * scale) / window.innerWidth,
              (img.naturalHeight * scale) / window.innerHeight,
            );
          });
        await expect.poll(shownShare).toBeGreaterThan(0.75);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    },
  );
});
