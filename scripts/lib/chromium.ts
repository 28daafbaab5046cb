/** The Chromium every browser run uses: Debian's package (Playwright cannot download its own here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
