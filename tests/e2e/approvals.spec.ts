import { readEntry } from "./content";
import { expect, test } from "./fixtures";
import { quickLinks } from "./helpers";

type Approvals = {
  asOf: string;
  confirm: string;
  authorities: { name: string; area: string }[];
  routes: { plot: string; height: string; route: string; time: string }[];
  documents: string[];
  duringAndAfter: string[];
  weDo: string[];
};
const page = readEntry<Approvals>("pages/approvals");

test.describe("building approvals", () => {
  test(
    "is dated, and tells the reader to confirm the rules with the authority",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/approvals");
      const note = browser.getByRole("complementary", { name: "How current this guide is" });
      await expect(note).toContainText(page.asOf);
      await expect(note).toContainText(page.confirm);
      expect(page.asOf).toMatch(/\b20\d\d\b/);
      for (const authority of page.authorities) {
        await expect(
          browser.getByRole("heading", { name: authority.name, exact: true }),
        ).toBeVisible();
      }
    },
  );

  test("gives each plot's route, with its height and time", async ({ page: browser }) => {
    await browser.goto("/approvals");
    const table = browser.getByRole("table", { name: "Your Plot's Route" });
    for (const route of page.routes) {
      const row = table
        .getByRole("row")
        .filter({ has: browser.getByRole("rowheader", { name: route.plot, exact: true }) });
      await expect(row).toBeVisible();
      for (const text of [route.height, route.route, route.time]) {
        await expect(row).toContainText(text);
      }
    }
  });

  test(
    "lists the papers, the duties while building and what the company does",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/approvals");
      for (const [region, lines] of [
        ["Papers to Gather", page.documents],
        ["While You Build, and After", page.duringAndAfter],
        ["What We Do for You", page.weDo],
      ] as const) {
        const list = browser.getByRole("region", { name: region }).getByRole("listitem");
        await expect(list).toHaveText([...lines]);
      }
    },
  );

  test("is in the footer's quick links, last", { tag: "@desktop" }, async ({ page: browser }) => {
    await browser.goto("/");
    const links = quickLinks(browser);
    await expect(links.last()).toHaveText("Approvals");
    await links.last().click();
    await expect(browser.getByRole("heading", { level: 1 })).toHaveText(
      "Building Approvals in Hyderabad",
    );
  });
});
