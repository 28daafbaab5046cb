import { existsSync } from "node:fs";

/** The Chromium every measurement uses: Debian's package (Playwright cannot download its own here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the
 * browser around it, which opens and wakes a page about twice as fast. The browser tests and the
 * byte budget use it; figures of speed stay on the full browser they were taken with (decision 016).
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : chromiumPath);

/**
 * No sandbox (containers have no user namespaces), no GPU, shared memory in /tmp (Docker's
 * /dev/shm is 64 MB), and nothing that talks to the network behind a test's or measurement's back.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
