import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const serviceTitles = [
  "Construction Services",
  "Interior Design",
  "Architectural Planning",
  "Project Management",
  "Renovation",
];

test.describe("services page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/services");
  });

  test("the hero offers 'Contact Us'", { tag: "@desktop" }, async ({ page }) => {
    const hero = page.getByRole("region", {
      name: await page.getByRole("heading", { level: 1 }).innerText(),
    });
    await expect(hero.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test(
    "summarises the first three services in 120 characters, each with 'Learn More'",
    { tag: "@desktop" },
    async ({ page }) => {
      const overview = section(page, "overview");
      await expect(overview.getByRole("heading", { level: 3 })).toHaveText(
        serviceTitles.slice(0, 3),
      );
      // What shows on each card before 'Read more' is pressed.
      const summaries = (
        await overview.locator("article p").filter({ hasNotText: "Learn More" }).allInnerTexts()
      ).filter((text) => text !== "");
      expect(summaries).toHaveLength(3);
      for (const summary of summaries) {
        expect(summary.length).toBeLessThanOrEqual(121);
        expect(summary.endsWith("…")).toBe(true);
      }
      const links = overview.getByRole("link", { name: /^Learn More/ });
      await expect(links).toHaveCount(3);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact");
    },
  );

  test(
    "'Read more' shows a summary's whole description in its card",
    { tag: "@desktop" },
    async ({ page }) => {
      const firstCard = section(page, "overview").getByRole("article").first();
      const summary = await firstCard.locator("p").first().innerText();
      await firstCard.getByText("Read more", { exact: true }).click();
      const whole = firstCard.getByText(summary.slice(0, -1), { exact: false }).last();
      await expect(whole).toBeVisible();
      expect((await whole.innerText()).length).toBeGreaterThan(summary.length);
      await expect(firstCard.getByText("Show less", { exact: true })).toBeVisible();
    },
  );

  test(
    "describes all five services, each with 'Inquire About This Service'",
    { tag: "@desktop" },
    async ({ page }) => {
      const details = section(page, "all-services");
      await expect(details.getByRole("heading", { level: 3 })).toHaveText(serviceTitles);
      const inquire = details.getByRole("link", { name: /^Inquire About This Service/ });
      await expect(inquire).toHaveCount(5);
      for (const link of await inquire.all())
        await expect(link).toHaveAttribute("href", "/contact");
    },
  );

  test("explains the four-step service process under #process", async ({ page }) => {
    const process = section(page, "process");
    await expect(process.getByRole("heading", { level: 2 })).toHaveText("Our Service Process");
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      "Initial Consultation",
      "Design & Planning",
      "Execution",
      "Final Handover",
    ]);
  });

  test("closes with 'Contact Us Now'", { tag: "@desktop" }, async ({ page }) => {
    await expect(page.getByRole("link", { name: "Contact Us Now" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
