import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { publicPaths } from "./helpers";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// Two project pages: a finished one (with its client's words) and one under way (a progress bar).
const projectPaths = [
  "/projects/courtyard-villa-jubilee-hills",
  "/projects/apartment-block-kokapet",
];

// The estimator with a result, and with messages beside its fields.
const estimatePaths = [
  "/estimate?type=construction&area=2400&finish=premium&floors=2&extra=solar",
  "/estimate?type=villa&area=abc&finish=premium&floors=40",
];

for (const path of [
  ...publicPaths,
  ...projectPaths,
  ...estimatePaths,
  "/no-such-page",
  "/projects/no-such-project",
]) {
  test(`${path} has no axe violations, at the top and once scrolled`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    // Details of violations only: axe then skips collecting those of every passing node.
    const top = await new AxeBuilder({ page })
      .withTags(wcagTags)
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(top.violations).toEqual([]);

    // The header changes colours once the page scrolls: check that state as well. Nothing else
    // changes with the scroll (motion is reduced), so the header is all that is checked again.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole("banner")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    const scrolled = await new AxeBuilder({ page }).include("header").withTags(wcagTags).analyze();
    expect(scrolled.violations).toEqual([]);
  });
}
