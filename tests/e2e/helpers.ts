import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import type { Enquiry } from "#app/enquiries/store.server";
import { routes } from "#app/navigation";

const run = promisify(execFile);

/** The seven public pages, in menu order. */
export const publicPaths = Object.values(routes);

/**
 * A client address of this test's own (IPv6 documentation range), sent as X-Forwarded-For so
 * the contact form's per-address limit counts each test separately. The limit counts IPv6 by
 * its /64, so each test has a /64 of its own.
 */
export function clientAddress(testInfo: TestInfo): string {
  let hash = 0;
  for (const character of `${testInfo.testId}${testInfo.project.name}${testInfo.repeatEachIndex}`) {
    hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  }
  return `2001:db8:${(hash >>> 16).toString(16)}:${(hash & 0xffff).toString(16)}::1`;
}

/**
 * The enquiries kept in a database, as the company reads them: `npm run enquiries` with
 * `--format=json`, and any other options given.
 */
export async function storedEnquiries(
  databaseUrl: string,
  options: string[] = [],
): Promise<Enquiry[]> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/enquiries.ts", "--format=json", ...options],
    { env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  return JSON.parse(stdout) as Enquiry[];
}

/** Checks that something scrolled to shows in full below the fixed header, not under it. */
export async function expectShownBelowHeader(target: Locator): Promise<void> {
  const header = target.page().getByRole("banner");
  await expect
    .poll(async () => {
      const headerBox = await header.boundingBox();
      const box = await target.boundingBox();
      const viewport = target.page().viewportSize();
      if (!headerBox || !box || !viewport) return false;
      return box.y >= headerBox.y + headerBox.height && box.y + box.height <= viewport.height;
    }, "shown below the header")
    .toBe(true);
}

/**
 * The ports of the servers some tests start of their own, one each: any two of those tests may
 * run at the same time in different workers (3100 is the suite's server, 3199 the fake provider).
 */
export const ownServerPorts = {
  newContent: 3190,
  liveContent: 3191,
  freshInstall: 3192,
  killedServer: 3193,
  storeFailure: 3194,
  shutdown: 3195,
} as const;

/**
 * Opens a page with its scripts held back, as a slow phone would: the visitor acts on the
 * server's page before React has woken up. The returned function lets the scripts run and waits
 * until the page has hydrated.
 */
export async function openWithScriptsHeld(page: Page, url: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.goto(url, { waitUntil: "commit" });
  return async () => {
    release();
    await loading;
  };
}

/** The links of the footer's Quick Links, in order. */
export const quickLinks = (page: Page): Locator =>
  page.getByRole("contentinfo").getByRole("navigation", { name: "Quick Links" }).getByRole("link");

/** The home page's testimonial carousel. */
export const testimonialCarousel = (page: Page): Locator =>
  page.getByRole("region", { name: "Client testimonials" });

/**
 * Scrolls down to the home page's carousel as a visitor does. Its scripts wake up only when it
 * comes near the screen (HydrateWhenNear): wait until it has measured itself and taken over.
 */
export async function reachCarousel(page: Page): Promise<Locator> {
  const carousel = testimonialCarousel(page);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-measured", "true");
  return carousel;
}
