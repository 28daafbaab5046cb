import { test as base, expect } from "@playwright/test";
import { clientAddress } from "./helpers";

/**
 * Every browser test fails on a console error or an uncaught exception, so hydration
 * mismatches and React warnings cannot slip through. Tests that expect an error say so.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: void }>({
  // A visitor cannot act within the first milliseconds: navigations wait until React has hydrated.
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    // Each test is a visitor of its own: the forms it sends come from an address of their own, so
    // the contact form's per-address limit counts tests apart, as it would count two people.
    await page.route(/\/contact(\.data)?([?#]|$)/, (route) =>
      route.request().method() === "POST"
        ? route.continue({
            headers: { ...route.request().headers(), "x-forwarded-for": clientAddress(testInfo) },
          })
        : route.fallback(),
    );
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
  },
  allowConsoleErrors: [[], { option: true }],
  // Watches every page the test opens in its context; a test that only sends requests opens none,
  // and so does not pay for a browser page.
  consoleGuard: [
    async ({ context, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      context.on("page", (page) => {
        page.on("console", (message) => {
          if (message.type() !== "error") return;
          const text = message.text();
          // The browser reports the 404 status of the not-found page itself as a failed load.
          if (text.startsWith("Failed to load resource")) return;
          if (allowConsoleErrors.some((pattern) => pattern.test(text))) return;
          errors.push(text);
        });
        page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      });
      await use();
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
