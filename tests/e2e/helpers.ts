import type { Page, TestInfo } from "@playwright/test";
import { routes } from "#app/navigation";

/** The seven public pages, in menu order. */
export const publicPaths = Object.values(routes);

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Opens the mobile menu on phones; on desktop the links are already in the header. */
export async function openMenuIfPhone(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole("button", { name: "Open menu" }).click();
}
