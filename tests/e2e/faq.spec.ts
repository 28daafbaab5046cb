import type { Page } from "@playwright/test";
import { readCollection } from "./content";
import { expect, test } from "./fixtures";
import { expectShownBelowHeader, openWithScriptsHeld } from "./helpers";

const questions = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 3 });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the FAQs" });

test.describe("FAQ page", () => {
  test(
    "opens at the top with the hero, the search box and all ten questions",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Construction & Design FAQs",
      );
      await expect(searchBox(page)).toHaveAttribute("placeholder", "Search for questions...");
      await expect(page.getByRole("tab")).toHaveText([
        "All",
        "Residential",
        "Commercial",
        "Interior",
        "Renovation",
        "General",
      ]);
      await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
      await expect(questions(page)).toHaveCount(10);
    },
  );

  // What the search and the tabs find is the same at every width; these run on the desktop only.
  test("shows the questions in the content's order", { tag: "@desktop" }, async ({ page }) => {
    const faqs = readCollection<{ id: number; question: string }>("faqs");
    expect(faqs.map((faq) => faq.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await page.goto("/faq");
    await expect(questions(page)).toHaveText(faqs.map((faq) => faq.question));
  });

  for (const [tab, count] of [
    ["Residential", 2],
    ["General", 5],
    ["Commercial", 1],
    ["Interior", 1],
    ["Renovation", 1],
    ["All", 10],
  ] as const) {
    test(
      `the ${tab} tab shows ${count} question${count > 1 ? "s" : ""}`,
      { tag: "@desktop" },
      async ({ page }) => {
        await page.goto(tab === "All" ? "/faq?category=general" : "/faq");
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
        await expect(questions(page)).toHaveCount(count);
        await expect(page.getByRole("status")).toContainText(`${count} question`);
      },
    );
  }

  test(
    "searching finds words that appear only in an answer, whatever their case",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      // "11 months" appears only in the warranty answer, not in any question.
      await searchBox(page).fill("11 MONTHS");
      await expect(questions(page)).toHaveCount(1);
      await expect(questions(page)).toHaveText(/warranty/i);
      await expect(page.getByRole("status")).toHaveText(/1 question matching/);
    },
  );

  test(
    "words typed before the page's scripts wake up still search",
    { tag: "@desktop" },
    async ({ page }) => {
      const hydrate = await openWithScriptsHeld(page, "/faq");
      await searchBox(page).fill("11 months");
      await hydrate();
      await expect(searchBox(page)).toHaveValue("11 months");
      await expect(questions(page)).toHaveCount(1);
      await expect(questions(page)).toHaveText(/warranty/i);
    },
  );

  test(
    "the result count is one live region that stays in place while tabs change",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      const status = await page.getByRole("status").elementHandle();
      await page.getByRole("tab", { name: "Residential" }).click();
      await expect(page.getByRole("status")).toHaveText("2 questions in Residential");
      // A screen reader announces changes to a live region it already knows, not to a new one.
      expect(await status!.evaluate((element) => element.isConnected)).toBe(true);
      await expect(page.getByRole("status")).toHaveCount(1);
    },
  );

  test("pressing Enter in the search box brings the results into view and adds no history", async ({
    page,
  }) => {
    await page.goto("/faq");
    await searchBox(page).fill("warranty");
    await expect(page).toHaveURL(/\/faq\?q=warranty$/);
    const historyLength = await page.evaluate(() => history.length);
    await searchBox(page).press("Enter");
    await expectShownBelowHeader(page.getByRole("status"));
    await expect(searchBox(page)).not.toBeFocused();
    await expect(page).toHaveURL(/\/faq\?q=warranty$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(questions(page)).toHaveCount(1);
  });

  test(
    "searching and changing tabs filter in the page, without asking the server",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      // Pages and their loader data. Remix also fetches /__manifest to learn the routes that
      // links on screen lead to, whenever it likes; that is not this page asking for answers.
      const serverRequests: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (request.resourceType() === "document" || pathname.endsWith(".data")) {
          serverRequests.push(request.url());
        }
      });
      await searchBox(page).pressSequentially("cost of a villa", { delay: 20 });
      await page.getByRole("tab", { name: "Residential" }).click();
      await expect(page).toHaveURL(/category=residential/);
      await expect(page.getByRole("status")).toContainText("question");
      expect(serverRequests).toEqual([]);
    },
  );

  test("search and category combine", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/faq");
    await searchBox(page).fill("weeks");
    const all = await questions(page).count();
    await page.getByRole("tab", { name: "Residential" }).click();
    await expect(questions(page)).toHaveCount(1);
    expect(all).toBeGreaterThan(1);
    await expect(searchBox(page)).toHaveValue("weeks");
  });

  test(
    "on a slow phone, typing straight after choosing a category keeps every letter",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      // A phone's CPU: the category's page is still being drawn when the keys arrive.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      await page.getByRole("tab", { name: "Interior" }).click();
      await searchBox(page).pressSequentially("design", { delay: 5 });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await expect(searchBox(page)).toHaveValue("design");
      await expect(page.getByRole("tab", { name: "Interior" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page).toHaveURL(/category=interior/);
      await expect(page).toHaveURL(/q=design/);
    },
  );

  test(
    "with no match, says so and 'View All FAQs' clears the search and returns to All",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      await page.getByRole("tab", { name: "Interior" }).click();
      await searchBox(page).fill("swimming pool on the moon");
      await expect(page.getByRole("heading", { name: "No Results Found" })).toBeVisible();
      await expect(
        page.getByText(
          "We couldn't find any FAQs matching your search. Try adjusting your search terms or category.",
        ),
      ).toBeVisible();
      await expect(page.getByRole("status")).toContainText("0 questions");
      await page.getByRole("link", { name: "View All FAQs" }).click();
      await expect(searchBox(page)).toHaveValue("");
      await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
      await expect(questions(page)).toHaveCount(10);
      await expect(page).toHaveURL(/\/faq$/);
    },
  );

  test(
    "only one answer is open at a time, and it closes again",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      const first = page.getByRole("button", { name: /How long/i }).first();
      const second = questions(page).nth(1).getByRole("button");
      await expect(first).toHaveAttribute("aria-expanded", "false");

      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByText("10-16 months")).toBeVisible();

      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByText("10-16 months")).toBeHidden();

      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "false");
    },
  );

  test("the accordion works from the keyboard", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/faq");
    const first = questions(page).first().getByRole("button");
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "false");
  });

  test("the answers carry the company's figures", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/faq");
    const text = (await page.getByRole("tabpanel").textContent()) ?? "";
    for (const figure of [
      "4-12 weeks",
      "3-6 months",
      "10-16 months",
      "10-15%",
      "25-30%",
      "15-20%",
      "1 year builder's warranty",
      "5-10 years",
      "1-25 years",
      "6 and 11 months",
    ]) {
      expect(text).toContain(figure);
    }
  });

  test(
    "questions fade in, and stay still under reduced motion",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      const delays = await page
        .getByRole("tabpanel")
        .locator("h3")
        .evaluateAll((headings) =>
          headings
            .slice(0, 3)
            .map((heading) => getComputedStyle(heading.parentElement!).animationDelay),
        );
      expect(delays).toEqual(["0s", "0.1s", "0.2s"]);
      await page.emulateMedia({ reducedMotion: "reduce" });
      const name = await questions(page)
        .first()
        .evaluate((heading) => getComputedStyle(heading.parentElement!).animationName);
      expect(name).toBe("none");
    },
  );

  test(
    "the search and category live in the URL: shareable, and the back button works, on a slow phone too",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq?q=warranty&category=general");
      await expect(searchBox(page)).toHaveValue("warranty");
      await expect(page.getByRole("tab", { name: "General" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(questions(page)).toHaveCount(1);

      // A phone's CPU: the way there may still be unrendered when the back button is pressed.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
      await page.getByRole("tab", { name: "All" }).click();
      await expect(page).toHaveURL(/\/faq\?q=warranty$/);
      await searchBox(page).fill("payment");
      await expect(page).toHaveURL(/\/faq\?q=payment$/);

      await page.goBack();
      await expect(page).toHaveURL(/category=general/);
      await expect(page.getByRole("tab", { name: "General" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(searchBox(page)).toHaveValue("warranty");
    },
  );

  test(
    "'Still Have Questions?' leads to contact and services, and the process ends with services",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/faq");
      const still = page.getByRole("region", { name: "Still Have Questions?" });
      await expect(still.locator('a[href="/contact"]')).toBeVisible();
      await expect(still.locator('a[href="/services"]')).toBeVisible();
      const process = page.locator("section#process");
      await expect(process.getByRole("heading", { level: 3 })).toHaveText([
        "Initial Consultation",
        "Design Development",
        "Project Planning",
        "Construction & Delivery",
      ]);
      await expect(process.locator('a[href="/services"]')).toBeVisible();
      await still.locator('a[href="/contact"]').click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
});

test.describe("FAQ page without JavaScript", { tag: "@desktop" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the search box and tabs still filter, through the server", async ({ page }) => {
    await page.goto("/faq");
    await expect(questions(page)).toHaveCount(10);
    // Every answer is readable without a script to open it, by screen readers too.
    // (Playwright's text locators skip <noscript>, where these answers are, so the page is asked.)
    const readable = await page.evaluate((text) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const shown: Element[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (node.textContent?.includes(text) && parent?.checkVisibility()) shown.push(parent);
      }
      return shown.map((element) => element.closest("[aria-hidden=true]") === null);
    }, "10-16 months");
    expect(readable).toEqual([true]);

    await searchBox(page).fill("warranty");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/faq\?q=warranty$/);
    await expect(questions(page)).toHaveCount(1);

    await page.getByRole("tab", { name: "Residential" }).click();
    await expect(page).toHaveURL(/q=warranty&category=residential/);
    await expect(page.getByRole("heading", { name: "No Results Found" })).toBeVisible();

    await page.getByRole("link", { name: "View All FAQs" }).click();
    await expect(questions(page)).toHaveCount(10);
  });
});
