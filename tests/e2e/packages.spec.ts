import type { Locator, Page } from "@playwright/test";
import type { Estimator, Packages } from "#tooling/content-schemas";
import { formatRupees } from "#app/lib/estimate";
import { readEntry } from "./content";
import { expect, test } from "./fixtures";
import { quickLinks } from "./helpers";

const estimator = readEntry<Estimator>("estimator");
const packages = readEntry<Packages>("packages");
const page = readEntry<{
  levelLinkLabel: string;
  sections: { construction: { heading: string }; interior: { heading: string } };
}>("pages/packages");
const works = ["construction", "interior"] as const;

/** The table's row headed by the item's name (a group's heading may begin with the same word). */
const rowOf = (browser: Page, table: Locator, item: string) =>
  table
    .getByRole("row")
    .filter({ has: browser.getByRole("rowheader", { name: item, exact: true }) });
const levels = ["standard", "premium", "luxury"] as const;

test.describe("packages", () => {
  for (const work of works) {
    test(
      `${work}: a column per finish level, named and priced as the estimator, a row per item`,
      { tag: "@desktop" },
      async ({ page: browser }) => {
        await browser.goto("/packages");
        const table = browser.getByRole("table", { name: page.sections[work].heading });
        for (const level of levels) {
          const rate = formatRupees(estimator.types[work].rates[level]);
          await expect(
            table.getByRole("columnheader", {
              name: `${estimator.finishes[level].label} from ${rate} per sq ft`,
            }),
          ).toBeVisible();
        }
        for (const group of packages[work].groups) {
          await expect(table.getByRole("rowheader", { name: group.heading })).toBeVisible();
          for (const row of group.rows) {
            const cells = rowOf(browser, table, row.item).getByRole("cell");
            await expect(cells).toHaveCount(3);
            for (const [index, level] of levels.entries()) {
              await expect(cells.nth(index)).toContainText(row.levels[level]);
              if (row.allowance) {
                await expect(cells.nth(index)).toContainText(
                  `${formatRupees(row.allowance[level])} ${row.allowance.unit}`,
                );
              }
            }
          }
        }
        // The estimator's extras for this work, at their price.
        for (const extra of estimator.extras.filter((each) => each.for.includes(work))) {
          await expect(table.getByRole("row", { name: extra.label })).toContainText(
            formatRupees(extra.price),
          );
        }
        const section = browser.locator(`#${work}`);
        for (const line of packages[work].notIncluded) {
          await expect(section.getByRole("listitem").filter({ hasText: line })).toBeVisible();
        }
      },
    );
  }

  test(
    "is in the footer's quick links after the spec's pages and the estimator",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/faq");
      const links = quickLinks(browser);
      await expect(links.nth(8)).toHaveText("Packages");
      await links.nth(8).click();
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText(
        "What Each Finish Level Includes",
      );
    },
  );

  test(
    "is offered where the question comes up: the services page's close",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/services");
      await expect(
        browser.locator("#next-step").getByRole("link", { name: "See What Each Package Includes" }),
      ).toHaveAttribute("href", "/packages");
    },
  );

  test("says what changes the price", { tag: "@desktop" }, async ({ page: browser }) => {
    await browser.goto("/packages");
    const section = browser.getByRole("region", { name: "What Changes the Price" });
    for (const line of packages.priceChanges) {
      await expect(section.getByRole("listitem").filter({ hasText: line })).toBeVisible();
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });
      test(
        "a phone shows one level at a time, the one its link names",
        { tag: "@phone" },
        async ({ page: browser }) => {
          await browser.goto("/packages");
          const table = browser.getByRole("table", { name: page.sections.construction.heading });
          const header = (level: (typeof levels)[number]) =>
            table.getByRole("columnheader", {
              name: new RegExp(`^${estimator.finishes[level].label}`),
            });
          await expect(header("standard")).toBeVisible();
          await expect(header("premium")).toBeHidden();
          const picker = browser.getByRole("navigation", {
            name: new RegExp(`${page.sections.construction.heading}$`),
          });
          await picker.getByRole("link", { name: estimator.finishes.premium.label }).click();
          await expect(browser).toHaveURL(/\/packages#construction-premium$/);
          await expect(header("premium")).toBeVisible();
          await expect(header("standard")).toBeHidden();
          await expect(header("premium")).toBeInViewport();
          const cement = packages.construction.groups[0]!.rows[0]!;
          await expect(rowOf(browser, table, cement.item)).toContainText(cement.levels.premium);
        },
      );
    });
  }

  test("the estimator's result leads to its finish level's column", async ({ page: browser }) => {
    await browser.goto("/estimate?type=interior&bhk=3&finish=luxury");
    const label = page.levelLinkLabel.replace(
      "{level}",
      estimator.finishes.luxury.label.toLowerCase(),
    );
    await browser.getByRole("link", { name: label }).click();
    await expect(browser).toHaveURL(/\/packages#interior-luxury$/);
    const header = browser
      .getByRole("table", { name: page.sections.interior.heading })
      .getByRole("columnheader", { name: new RegExp(`^${estimator.finishes.luxury.label}`) });
    await expect(header).toBeInViewport();
  });

  test(
    "a renovation's result offers no package",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/estimate?type=renovation&area=1200&finish=premium");
      await expect(browser.getByRole("heading", { name: "Your Estimate" })).toBeVisible();
      await expect(browser.getByRole("link", { name: /package includes/ })).toHaveCount(0);
    },
  );
});
