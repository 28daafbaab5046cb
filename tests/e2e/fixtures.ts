import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on a console error or an uncaught exception, so hydration
 * mismatches and React warnings cannot slip through. Tests that expect an error say so.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // The browser reports the 404 status of the not-found page itself as a failed load.
        if (text.startsWith("Failed to load resource")) return;
        if (allowConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use();
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
