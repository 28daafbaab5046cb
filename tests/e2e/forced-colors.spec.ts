import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { reachCarousel } from "./helpers";
import { pixelsChangedAtThreeToOne, pixelsStandingOut } from "./pixels";

// Windows high contrast and the like, as Chromium emulates it: the page's own colours give way to
// a few system colours, so every state must show by more than a tint.

/** A control as it looks with the pointer away and no focus ring. */
async function lookOf(page: Page, control: Locator): Promise<Buffer> {
  await page.mouse.move(0, 0);
  return control.screenshot({ animations: "disabled", caret: "hide" });
}

/** Asserts that choosing a control changes at least a third of it at 3:1: it stands out. */
async function expectChoosingToStandOut(page: Page, control: Locator, choose: () => Promise<void>) {
  await control.scrollIntoViewIfNeeded();
  const before = await lookOf(page, control);
  await choose();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const after = await lookOf(page, control);
  const box = (await control.boundingBox())!;
  const changed = await pixelsChangedAtThreeToOne(before, after);
  expect(changed, "pixels changed at 3:1").toBeGreaterThan((box.width * box.height) / 3);
}

/** The inside of a box, its border left out: what is drawn in it. */
async function insideOf(page: Page, box: Locator, inset: number): Promise<Buffer> {
  const { x, y, width, height } = (await box.boundingBox())!;
  return page.screenshot({
    clip: { x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset },
    animations: "disabled",
  });
}

test.describe("forced colours", { tag: "@desktop" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
  });

  test("the FAQ category chosen stands out from the others", async ({ page }) => {
    await page.goto("/faq");
    const tab = page.getByRole("tab", { name: "Residential" });
    await expectChoosingToStandOut(page, tab, async () => {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
    });
  });

  test("the projects tab chosen stands out, and progress bars show how far the work is", async ({
    page,
  }) => {
    await page.goto("/projects");
    const tab = page.getByRole("tab", { name: "Ongoing Projects" });
    await expectChoosingToStandOut(page, tab, async () => {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
    });
    const progress = page.getByRole("tabpanel").getByRole("progressbar").first();
    await progress.scrollIntoViewIfNeeded();
    const box = (await progress.boundingBox())!;
    // The done part in one colour, the rest in another, outlined.
    expect(await pixelsStandingOut(await progress.screenshot())).toBeGreaterThan(
      (box.width * box.height) / 5,
    );
  });

  test("the estimator's chosen answers stand out, and only ticked boxes show a tick", async ({
    page,
  }) => {
    await page.goto("/estimate");
    const card = (control: Locator) => page.locator("label").filter({ has: control });
    const premium = page.getByRole("radio", { name: /Premium/ });
    await expectChoosingToStandOut(page, card(premium), () => premium.check());

    const kitchen = page.getByRole("checkbox", { name: /Modular kitchen/ });
    const lift = page.getByRole("checkbox", { name: /Home lift/ });
    await expectChoosingToStandOut(page, card(kitchen), () => kitchen.check());
    // The tick's box is the card's first drawn square; 4 px in from its edge is only its inside.
    const tickBox = (control: Locator) => card(control).locator("[aria-hidden='true']").first();
    await page.mouse.move(0, 0);
    expect(await pixelsStandingOut(await insideOf(page, tickBox(lift), 4))).toBe(0);
    expect(await pixelsStandingOut(await insideOf(page, tickBox(kitchen), 4))).toBeGreaterThan(10);
  });

  test("a notice keeps an edge that sets it apart from the page", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    const notice = page
      .getByRole("region", { name: "Notifications" })
      .getByRole("alert")
      .filter({ hasText: "Please enter your name" });
    await expect(notice).toBeVisible();
    // The top edge, its corners left out: a line right across, not the page's plain ground.
    // Measured again until the notice has finished coming in.
    const topEdge = async () => {
      const box = await notice.boundingBox();
      const viewport = page.viewportSize()!;
      // Still sliding in, partly outside the window: no edge to measure yet.
      if (
        !box ||
        box.x < 0 ||
        box.y < 0 ||
        box.x + box.width > viewport.width ||
        box.y + 8 > viewport.height
      ) {
        return 0;
      }
      const { x, y, width } = box;
      const clip = { x: x + 12, y, width: width - 24, height: 8 };
      return (await pixelsStandingOut(await page.screenshot({ clip }))) / clip.width;
    };
    await expect.poll(topEdge).toBeGreaterThanOrEqual(1);
  });

  test("the testimonial carousel's buttons keep their outline and arrow", async ({ page }) => {
    await page.goto("/");
    // Measured once its scripts have taken over: they render it afresh.
    await reachCarousel(page);
    for (const name of ["Previous testimonials", "Next testimonials"]) {
      const arrow = page.getByRole("button", { name });
      await arrow.scrollIntoViewIfNeeded();
      await expect(arrow).toBeEnabled();
      const box = (await arrow.boundingBox())!;
      // A ring all round and a chevron inside.
      expect(await pixelsStandingOut(await arrow.screenshot())).toBeGreaterThan(
        Math.PI * box.width,
      );
    }
  });
});
