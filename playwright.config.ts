import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./scripts/lib/chromium";

const port = Number(process.env.TEST_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The fake e-mail provider (tests/mocks/email-provider.ts) the site sends through in tests. */
export const emailProviderURL = "http://127.0.0.1:3199";
// A new enquiry database for each run, named once here; the workers inherit the name.
process.env.E2E_RUN ??= `${Date.now()}-${process.pid}`;
/** The enquiry database of the server the tests run against. */
export const enquiryDatabaseURL = `file:${path.join(tmpdir(), `site-e2e-${process.env.E2E_RUN}`, "enquiries.db")}`;

/** Debian's Chromium headless shell (decision 016): Playwright cannot download its own here. */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: headlessShellPath,
    args: chromiumFlags,
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: { baseURL, trace: "off" },
  projects: [
    // Tests tagged @phone or @desktop run at that width only; the rest run at both. Tests whose
    // outcome does not depend on the width (HTTP only, content, behaviour that looks the same at
    // any width) are tagged @desktop: once is enough. Layout, menus, scrolling and axe run at both.
    {
      name: "phone",
      grepInvert: /@desktop/,
      use: { ...chromium, viewport: { width: 375, height: 740 } },
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: "npm run -s fake-email",
      url: `${emailProviderURL}/__received`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // The production build, served the way `npm start` serves it.
      command: "npm run -s start",
      url: `${baseURL}/`,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: "https://www.example.test",
        NODE_ENV: "production",
        EMAILJS_ORIGIN: emailProviderURL,
        EMAILJS_SERVICE_ID: "service_test",
        EMAILJS_TEMPLATE_ID: "template_test",
        EMAILJS_PUBLIC_KEY: "public_test",
        EMAILJS_PRIVATE_KEY: "private_test",
        DATABASE_URL: enquiryDatabaseURL,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
