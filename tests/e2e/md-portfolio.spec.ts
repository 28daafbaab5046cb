import type { Page } from "@playwright/test";
import { readCollection, readEntry, settings } from "./content";
import { expect, test } from "./fixtures";

const section = (page: Page, id: string) => page.locator(`section#${id}`);

test.describe("managing director's portfolio", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/md-portfolio");
  });

  test(
    "the hero names the director from the site settings, with his title and three tags",
    { tag: "@desktop" },
    async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        settings.managingDirector.name,
      );
      const hero = page.getByRole("region", { name: settings.managingDirector.name, exact: true });
      await expect(hero).toContainText(settings.managingDirector.title);
      await expect(hero.getByRole("list", { name: "Strengths" }).getByRole("listitem")).toHaveText([
        "Visionary Leader",
        "Design Expert",
        "Project Management",
      ]);
    },
  );

  test("shows four professional highlights", { tag: "@desktop" }, async ({ page }) => {
    const highlights = section(page, "highlights");
    await expect(highlights.getByRole("heading", { level: 2 })).toHaveText(
      "Professional Highlights",
    );
    await expect(highlights.getByRole("heading", { level: 3 })).toHaveText([
      "150+ Projects",
      "15+ Years of Experience",
      "Design Innovation",
      "Project Management",
    ]);
    await expect(highlights).toContainText("Over 150 projects");
    await expect(highlights).toContainText("Over 15 years");
  });

  test(
    "the about section says the company was founded in 2015",
    { tag: "@desktop" },
    async ({ page }) => {
      await expect(section(page, "about")).toContainText("2015");
    },
  );

  test(
    "sets out the leadership philosophy in four cards and a quote",
    { tag: "@desktop" },
    async ({ page }) => {
      const philosophy = section(page, "philosophy");
      await expect(philosophy.getByRole("heading", { level: 2 })).toHaveText(
        "Leadership Philosophy",
      );
      await expect(philosophy.getByRole("heading", { level: 3 })).toHaveText([
        "Vision & Mission",
        "Design Philosophy",
        "Execution Approach",
        "Quality & Innovation",
      ]);
      const content = readEntry<{ sections: { philosophy: { quote: string } } }>(
        "pages/md-portfolio",
      );
      await expect(philosophy.locator("blockquote")).toHaveText(content.sections.philosophy.quote);
    },
  );

  test(
    "features three projects with location, year, description and contribution",
    { tag: "@desktop" },
    async ({ page }) => {
      const projects = readCollection<{
        title: string;
        location: string;
        year: number;
        contribution: string;
      }>("md-projects");
      expect(projects).toHaveLength(3);
      const cards = section(page, "projects").getByRole("article");
      await expect(cards).toHaveCount(3);
      for (const project of projects) {
        const card = cards.filter({ hasText: project.title });
        await expect(card).toContainText(project.location);
        await expect(card).toContainText(String(project.year));
        await expect(card).toContainText(project.contribution);
      }
    },
  );

  test(
    "has a gallery of six captioned pictures that open in a dialog",
    { tag: "@desktop" },
    async ({ page }) => {
      const figures = section(page, "gallery").getByRole("figure");
      await expect(figures).toHaveCount(6);
      const captions = readCollection<{ title: string }>("md-gallery").map((item) => item.title);
      await expect(figures.locator("figcaption")).toHaveText(captions);
      const caption = await figures.first().locator("figcaption").innerText();
      await figures.first().getByRole("button").click();
      const dialog = page.getByRole("dialog", { name: caption });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(figures.first().getByRole("button")).toBeFocused();
    },
  );

  test("a featured project's picture opens in a dialog", { tag: "@desktop" }, async ({ page }) => {
    const card = section(page, "projects").getByRole("article").first();
    const title = await card.getByRole("heading").innerText();
    await card.getByRole("button").click();
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await page.getByRole("button", { name: "Close image" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(card.getByRole("button")).toBeFocused();
  });

  test("offers 'Request a Consultation'", { tag: "@desktop" }, async ({ page }) => {
    await expect(page.getByRole("link", { name: "Request a Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test(
  "the portfolio is linked from the footer, the about page and the home page",
  { tag: "@desktop" },
  async ({ page }) => {
    for (const path of ["/", "/about"]) {
      await page.goto(path);
      await expect(page.getByRole("main").locator('a[href="/md-portfolio"]').first()).toBeVisible();
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "MD Portfolio" }),
      ).toBeVisible();
    }
  },
);
