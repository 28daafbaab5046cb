import type { Page, TestInfo } from "@playwright/test";
import { routes } from "#app/navigation";

/** The seven public pages, in menu order. */
export const publicPaths = Object.values(routes);

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Opens the mobile menu on phones; on desktop the links are already in the header. */
export async function openMenuIfPhone(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole("button", { name: "Open menu" }).click();
}

/**
 * A client address of this test's own (IPv6 documentation range), sent as X-Forwarded-For so
 * the contact form's per-address limit counts each test separately.
 */
export function clientAddress(testInfo: TestInfo): string {
  let hash = 0;
  for (const character of `${testInfo.testId}${testInfo.project.name}${testInfo.repeatEachIndex}`) {
    hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  }
  return `2001:db8::${(hash >>> 16).toString(16)}:${(hash & 0xffff).toString(16)}`;
}
