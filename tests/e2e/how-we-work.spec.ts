import { readCollection, readEntry } from "./content";
import { expect, test } from "./fixtures";
import { quickLinks } from "./helpers";

type HowWeWork = {
  payments: { stage: string; work: string; percent: number }[];
  delays: string[];
  warranty: { component: string; covers: string; duration: string }[];
  visits: string[];
  sections: { warranty: { intro: string } };
};
const page = readEntry<HowWeWork>("pages/how-we-work");
const faqs = readCollection<{ id: number; question: string }>("faqs");
const faq = (id: number) => faqs.find((entry) => entry.id === id)!.body;

/** "10-15%" and "5-10 years" as [low, high]; "1 year" as [1, 1]. */
const ranges = (text: string, unit: string) =>
  [...text.matchAll(new RegExp(`(\\d+)(?:(?:-| to )(\\d+))? ?${unit}`, "g"))].map((match) => [
    Number(match[1]),
    Number(match[2] ?? match[1]),
  ]);

test.describe("how we work", { tag: "@desktop" }, () => {
  test("lists the payment stages with their shares, which make the whole price", async ({
    page: browser,
  }) => {
    await browser.goto("/how-we-work");
    const table = browser.getByRole("table", { name: "Payments Tied to Finished Work" });
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(page.payments.length + 1);
    for (const [index, payment] of page.payments.entries()) {
      const row = rows.nth(index + 1);
      await expect(row.getByRole("rowheader")).toHaveText(payment.stage);
      await expect(row.getByRole("cell").first()).toHaveText(payment.work);
      await expect(row.getByRole("cell").last()).toContainText(`${payment.percent}%`);
    }
    expect(page.payments.reduce((sum, payment) => sum + payment.percent, 0)).toBe(100);
  });

  test("says what happens when the company is late, and on a change of design", async ({
    page: browser,
  }) => {
    await browser.goto("/how-we-work");
    const delays = browser.getByRole("region", { name: "If We Are Late" });
    for (const point of page.delays) await expect(delays).toContainText(point);
    await browser.getByRole("link", { name: "Read About Change Orders" }).click();
    await expect(browser).toHaveURL(/\/faq\?q=change$/);
    await expect(
      browser.getByRole("button", {
        name: "What if I want to change something after work has started?",
      }),
    ).toBeVisible();
  });

  test("gives the warranty of each part of the home, and how to visit the site", async ({
    page: browser,
  }) => {
    await browser.goto("/how-we-work");
    const table = browser.getByRole("table", { name: "What We Stand Behind" });
    for (const part of page.warranty) {
      const row = table
        .getByRole("row")
        .filter({ has: browser.getByRole("rowheader", { name: part.component, exact: true }) });
      await expect(row).toContainText(part.covers);
      await expect(row).toContainText(part.duration);
    }
    const visits = browser.getByRole("region", { name: "Visiting Your Site" });
    for (const point of page.visits) await expect(visits).toContainText(point);
  });

  test("is in the footer's quick links after the packages", async ({ page: browser }) => {
    await browser.goto("/");
    const links = quickLinks(browser);
    await expect(links.nth(9)).toHaveText("How We Work");
  });
});

test.describe("facts that agree between the FAQ and /how-we-work", { tag: "@desktop" }, () => {
  test("each payment stage falls within the FAQ's share for it", () => {
    const faqShares = ranges(faq(2), "%");
    expect(faqShares).toHaveLength(5);
    // The FAQ's five stages, in the finer stages of /how-we-work.
    const faqStageOf: Record<string, number> = {
      Booking: 0,
      Foundation: 1,
      "Ground floor slab": 2,
      "First floor slab": 2,
      Masonry: 2,
      "Plaster and floors": 3,
      "Finishing and handover": 4,
    };
    const totals = [0, 0, 0, 0, 0];
    for (const payment of page.payments) {
      expect(payment.stage in faqStageOf, `${payment.stage} has a stage in the FAQ`).toBe(true);
      totals[faqStageOf[payment.stage]!]! += payment.percent;
    }
    totals.forEach((total, index) => {
      const [low, high] = faqShares[index]!;
      expect(total, `FAQ stage ${index + 1}: ${low}-${high}%`).toBeGreaterThanOrEqual(low!);
      expect(total, `FAQ stage ${index + 1}: ${low}-${high}%`).toBeLessThanOrEqual(high!);
    });
  });

  test("the warranty's years and inspections are the FAQ's", () => {
    const answer = faq(10);
    const [builder, structural, makers] = ranges(answer, "years?");
    const duration = (component: string) =>
      ranges(page.warranty.find((part) => part.component === component)!.duration, "years?");
    expect(duration("Workmanship")).toEqual([builder]);
    for (const [low, high] of duration("Structure")) {
      expect(low).toBeGreaterThanOrEqual(structural![0]!);
      expect(high).toBeLessThanOrEqual(structural![1]!);
    }
    expect(duration("Appliances, tiles and paint")).toEqual([makers]);
    expect(answer).toContain("6 and 11 months");
    expect(page.sections.warranty.intro).toContain("6 and 11 months");
  });
});
