import { expect, test } from "./fixtures";
import { publicPaths } from "./helpers";

// Where focus goes does not depend on the width: checked once.
test.describe("a new page without a full load", { tag: "@desktop" }, () => {
  test("puts focus on its main heading, as a full load would start reading there", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("link", { name: "About Us" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

    // From the keyboard too, and back again with the browser's button.
    await page.keyboard.press("Shift+Tab");
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("that names a section puts focus on that section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Meet Our Team" }).click();
    await expect(page).toHaveURL(/\/about#team$/);
    await expect(page.locator("#team")).toBeFocused();
  });

  test("the same page with other answers keeps focus where the visitor is", async ({ page }) => {
    await page.goto("/faq");
    const tab = page.getByRole("tab", { name: "Commercial" });
    await tab.click();
    await expect(page).toHaveURL(/category=commercial/);
    await expect(tab).toBeFocused();
  });
});

test.describe("landmarks and groups", { tag: "@desktop" }, () => {
  test("the notifications region appears only while it holds a notice", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("region", { name: "Notifications" })).toHaveCount(0);
    await page.getByRole("button", { name: "Send Message" }).click();
    const notices = page.getByRole("region", { name: "Notifications" });
    await expect(notices).toContainText("Please enter your name");
  });

  test("with reduced motion a notice stays to be read, and leaves by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    const notice = page.getByRole("region", { name: "Notifications" }).getByRole("alert");
    await expect(notice).toContainText("Please enter your name");
    // The notice's timer is 5 s: a second on, it is still there to be read.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(1000);
    await expect(notice).toContainText("Please enter your name");
    await expect(notice).toHaveCount(0, { timeout: 10_000 });
  });

  for (const path of publicPaths) {
    test(`${path}: every group of controls has a name`, async ({ page }) => {
      await page.goto(path);
      for (const group of await page.getByRole("group").all()) {
        await expect(group).toHaveAccessibleName(/\S/);
      }
    });
  }
});
