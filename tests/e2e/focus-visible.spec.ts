import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { publicPaths } from "./helpers";
import { pixelsChangedAtThreeToOne } from "./pixels";

/** Tabs through the page from its top, and checks what each stop's indicator adds. */
async function checkEveryFocusStop(page: Page) {
  const weak: string[] = [];
  const seen = new Set<string>();
  const kinds = new Set<string>();
  for (let stop = 0; stop < 200; stop += 1) {
    await page.keyboard.press("Tab");
    const described = await page.evaluate((stop) => {
      const element = document.activeElement;
      // Past the last control focus leaves the page, or comes round again: every stop is seen.
      if (!element || element === document.body || element.hasAttribute("data-focus-stop"))
        return null;
      // Marked, so it can be focused again after the screenshot without focus.
      element.setAttribute("data-focus-stop", String(stop));
      const name =
        element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      // Controls of one kind in one band look alike on the same background: one is checked.
      const band = element.closest("section, header, footer, nav, aside, form");
      const kind = `${element.tagName} ${element.className} in ${band?.tagName} ${band?.className}`;
      return { name: `${element.tagName.toLowerCase()} "${name}"`, kind };
    }, stop);
    if (!described) break;
    if (kinds.has(described.kind)) continue;
    kinds.add(described.kind);
    seen.add(`${stop}`);
    const focused = page.locator(`[data-focus-stop="${stop}"]`);
    const box = await focused.boundingBox();
    const viewport = page.viewportSize()!;
    if (!box || box.width === 0 || box.height === 0) continue;
    const margin = 8;
    const x = Math.max(0, Math.floor(box.x - margin));
    const y = Math.max(0, Math.floor(box.y - margin));
    const clip = {
      x,
      y,
      width: Math.min(viewport.width, Math.ceil(box.x + box.width + margin)) - x,
      height: Math.min(viewport.height, Math.ceil(box.y + box.height + margin)) - y,
    };
    if (clip.width <= 0 || clip.height <= 0) continue;
    const after = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
    // The same place without focus: blurred, then focused again from the keyboard's modality.
    await focused.evaluate((element) => (element as HTMLElement).blur());
    const before = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
    await page
      .locator(`[data-focus-stop="${stop}"]`)
      .evaluate((element) => (element as HTMLElement).focus());
    const changed = await pixelsChangedAtThreeToOne(before, after);
    // At least a one-pixel ring all round the control, at 3:1 against what was there before.
    const perimeter = 2 * (Math.min(box.width, clip.width) + Math.min(box.height, clip.height));
    if (changed < perimeter) {
      weak.push(`${described.name}: ${changed} of ${Math.round(perimeter)}`);
    }
  }
  expect(seen.size).toBeGreaterThan(3);
  expect(weak, "focus stops whose indicator is under 3:1 or too small").toEqual([]);
}

test.describe("focus is visible on every control", () => {
  // Every page on the desktop; on the phone, the pages whose controls differ from the desktop's
  // beyond their width (the menu toggle and the call bar are on every page).
  const phonePages = new Set(["/", "/contact", "/projects/courtyard-villa-jubilee-hills"]);
  for (const path of [...publicPaths, "/projects/courtyard-villa-jubilee-hills"]) {
    const tag = phonePages.has(path) ? [] : ["@desktop"];
    test(`${path}: every focus stop shows a ring of 3:1 or more`, { tag }, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await checkEveryFocusStop(page);
    });
  }
});
