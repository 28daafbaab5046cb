import { expect, test } from "./fixtures";

test.describe("pictures and reading", () => {
  test("a project page shows its first picture within the first screen and a half", async ({
    page,
  }) => {
    await page.goto("/projects/courtyard-villa-jubilee-hills");
    const viewport = page.viewportSize()!;
    const firstPicture = page
      .getByRole("region", { name: "Pictures from the Project" })
      .getByRole("img")
      .first();
    const box = await firstPicture.boundingBox();
    expect(box!.y).toBeLessThan(viewport.height * 1.5);
  });

  test(
    "the enlarged picture uses the whole width of a phone",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/projects/courtyard-villa-jubilee-hills");
      await page
        .getByRole("button", { name: /Enlarge/ })
        .first()
        .click();
      const picture = page.getByRole("dialog").getByRole("img").first();
      await expect(picture).toBeVisible();
      const box = await picture.boundingBox();
      expect(box!.x).toBe(0);
      expect(box!.width).toBe(page.viewportSize()!.width);
    },
  );

  test(
    "an open FAQ answer reads at 60-75 characters a line",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      const question = page.getByRole("button", { name: "How are payments structured?" });
      await question.click();
      const answer = page.getByRole("group", { name: "How are payments structured?" });
      await expect(answer).toBeVisible();
      // Every line but the last of each paragraph: how many characters the measure holds.
      const lineLengths = await answer.locator("p").evaluateAll((paragraphs) =>
        paragraphs.flatMap((paragraph) => {
          const lines = new Map<number, number>();
          const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let offset = 0; offset < (node.textContent ?? "").length; offset += 1) {
              const range = document.createRange();
              range.setStart(node, offset);
              range.setEnd(node, offset + 1);
              const top = Math.round(range.getBoundingClientRect().top);
              lines.set(top, (lines.get(top) ?? 0) + 1);
            }
          }
          return [...lines.values()].slice(0, -1);
        }),
      );
      expect(lineLengths.length).toBeGreaterThan(0);
      for (const length of lineLengths) {
        expect(length).toBeGreaterThanOrEqual(60);
        expect(length).toBeLessThanOrEqual(75);
      }
    },
  );
});

test.describe("facts that agree", { tag: "@desktop" }, () => {
  const inWords = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
  ];

  test("the projects page's words agree with its figures and its tabs", async ({ page }) => {
    await page.goto("/projects");
    const stats = page.getByRole("region", { name: "Our work in numbers" }).getByRole("listitem");
    const inProgress = (await stats.allTextContents())
      .filter((text) => /in progress|underway/i.test(text))
      .reduce((sum, text) => sum + Number(/\d+/.exec(text)![0]), 0);
    const ongoing = page.getByRole("tab", { name: "Ongoing Projects" });
    await ongoing.click();
    // Count only once the tab has taken over the panel (before hydration the click is a link).
    await expect(ongoing).toHaveAttribute("aria-selected", "true");
    const shown = await page
      .getByRole("tabpanel", { name: "Ongoing Projects" })
      .getByRole("article")
      .count();
    // "... and two of the ten we are building and fitting out right now."
    await expect(page.getByRole("banner").locator("~ main").locator("p").first()).toContainText(
      `${inWords[shown]} of the ${inWords[inProgress]}`,
    );
  });

  test("the managing director's own projects lead on to the company's", async ({ page }) => {
    await page.goto("/md-portfolio");
    await page
      .getByRole("region", { name: "Featured Projects" })
      .getByRole("link", { name: "See All Our Projects" })
      .click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});
