import type { Page } from "@playwright/test";
import { readCollection, settings } from "./content";
import { expect, test } from "./fixtures";

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("about page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  test(
    "tells the story from 2015, with mission and vision",
    { tag: "@desktop" },
    async ({ page }) => {
      const story = section(page, "Our Story");
      await expect(story).toContainText("2015");
      await expect(story).toContainText(/boutique/i);
      await expect(story.getByRole("heading", { level: 3 })).toHaveText([
        "Our Mission",
        "Our Vision",
      ]);
    },
  );

  test("lists the four core values", { tag: "@desktop" }, async ({ page }) => {
    const values = page.locator("#values").getByRole("heading", { level: 3 });
    await expect(values).toHaveText(["Excellence", "Integrity", "Client Focus", "Innovation"]);
  });

  test(
    "the team section shows the managing director, every role and a total of 32",
    { tag: "@desktop" },
    async ({ page }) => {
      const team = page.locator("#team");
      await expect(
        team.getByRole("heading", { name: settings.managingDirector.name }),
      ).toBeVisible();
      await expect(team.getByRole("link", { name: "View Portfolio" })).toHaveAttribute(
        "href",
        "/md-portfolio",
      );

      const roles = team.getByRole("list", { name: "Team roles" }).getByRole("listitem");
      await expect(roles).toHaveCount(7);
      const expected = [
        ["4", "Architects"],
        ["2", "3D Designers"],
        ["4", "Service Engineers"],
        ["15", "Execution Team"],
        ["3", "Supervisors"],
        ["2", "Business Advisors"],
        ["1", "Finance and Control"],
      ];
      for (const [index, [count, title]] of expected.entries()) {
        await expect(roles.nth(index)).toContainText(count!);
        await expect(roles.nth(index).getByRole("heading")).toHaveText(title!);
      }
      // The roles add up to 31; with the managing director the team is 32 strong.
      const roleCounts = readCollection<{ count: number }>("team-roles").map((role) => role.count);
      const total = roleCounts.reduce((sum, count) => sum + count, 1);
      expect(total).toBe(32);
      await expect(team.getByText(String(total), { exact: true })).toBeVisible();
      await expect(team.getByText(/31 specialists and our managing director/)).toBeVisible();
    },
  );

  test("closes with 'Contact Our Team'", { tag: "@desktop" }, async ({ page }) => {
    await expect(page.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
