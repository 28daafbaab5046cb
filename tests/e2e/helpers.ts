import type { TestInfo } from "@playwright/test";
import { routes } from "#app/navigation";

/** The seven public pages, in menu order. */
export const publicPaths = Object.values(routes);

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
