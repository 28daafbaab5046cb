import type { Page } from "@playwright/test";

/**
 * Scrolls through the page so its lazy pictures load, then back to the top. A picture in a
 * deferred frame (ResponsiveImage's `deferred`) loads only when it comes near the screen.
 */
export async function readThrough(page: Page, pauseMs: number): Promise<void> {
  await page.evaluate(async (pause) => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    window.scrollTo(0, 0);
  }, pauseMs);
}

/**
 * The whole page as one picture. Deferred frames far from the screen are skipped when the browser
 * paints, so they are shown first (by a style attribute: the site's policy refuses a style sheet).
 */
export async function shootWholePage(page: Page, options: { path?: string } = {}): Promise<Buffer> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto")
        element.style.contentVisibility = "visible";
  });
  return page.screenshot({ ...options, fullPage: true, animations: "disabled" });
}
