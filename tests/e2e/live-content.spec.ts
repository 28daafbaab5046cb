/**
 * Writing with `npm run dev` open: a copy of the site runs the dev server, a content file is
 * saved or added, and the open page follows. A mistake shows the content check's message in the
 * terminal and over the page, and goes away with the fix.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { waitFor } from "../../scripts/lib/servers";
import { readEntry } from "./content";
import { expect, test } from "./fixtures";
import { ownServerPorts } from "./helpers";
import { copySite } from "./site-copy";

const port = ownServerPorts.liveContent;
const site = `http://127.0.0.1:${port}`;
const heading = readEntry<{ hero: { heading: string } }>("pages/faq").hero.heading;
const mistake =
  'content/faqs/01-residential-timelines.mdx:4:11 category: "generl" is not one of residential, commercial, interior, renovation, general (did you mean "general"?)';

test.describe("editing content with the dev server running", { tag: "@desktop" }, () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  // While content is broken the server cannot load the site, so the routes that links on screen
  // lead to cannot be fetched either; Remix logs that, as it should.
  test.use({ allowConsoleErrors: [/Failed to fetch manifest patches/] });
  let folder = "";
  let server: ChildProcess | undefined;
  const terminal: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    folder = copySite();
    // The copy's node_modules is a link to this one's, which Vite serves only when allowed.
    writeFileSync(
      path.join(folder, "vite.dev-copy.config.ts"),
      `import { mergeConfig, type ConfigEnv } from "vite";
import base from "./vite.config";
export default (env: ConfigEnv) =>
  mergeConfig(base(env), { server: { fs: { allow: [".", ${JSON.stringify(path.resolve("node_modules"))}] } } });
`,
    );
    server = spawn(
      path.resolve("node_modules/.bin/remix"),
      [
        "vite:dev",
        "--config",
        "vite.dev-copy.config.ts",
        "--host",
        "127.0.0.1",
        "--port",
        String(port),
        "--strictPort",
      ],
      { cwd: folder, stdio: ["ignore", "pipe", "pipe"] },
    );
    for (const output of [server.stdout!, server.stderr!]) {
      createInterface({ input: output }).on("line", (line) => terminal.push(line));
    }
    await waitFor(`${site}/faq`, 600);
  });

  test.afterAll(() => {
    server?.kill();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test("a saved change appears on the open page; a mistake shows, then clears when fixed", async ({
    page,
  }) => {
    // Vite's client must be listening before a save, or the save's message has no one to reach.
    const viteConnects = () =>
      page.waitForEvent("console", (message) => message.text().includes("[vite] connected"));
    const connected = viteConnects();
    await page.goto(`${site}/faq`);
    await connected;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

    const pageFile = path.join(folder, "content/pages/faq.mdx");
    const pageSource = readFileSync(pageFile, "utf8");
    const reconnected = viteConnects();
    writeFileSync(
      pageFile,
      pageSource.replace(`heading: "${heading}"`, 'heading: "Questions, Answered"'),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questions, Answered", {
      timeout: 30_000,
    });
    // The page reloaded with the change: let it finish starting before the next save.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await reconnected;

    const faqFile = path.join(folder, "content/faqs/01-residential-timelines.mdx");
    const faqSource = readFileSync(faqFile, "utf8");
    writeFileSync(faqFile, faqSource.replace(/^category: \w+$/m, "category: generl"));
    await expect(page.locator("vite-error-overlay")).toContainText(mistake, { timeout: 30_000 });
    await expect.poll(() => terminal.some((line) => line.includes(mistake))).toBe(true);

    writeFileSync(faqFile, faqSource);
    await expect(page.locator("vite-error-overlay")).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questions, Answered");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // A new file shows up as well, without a restart.
    const question = "Can we see a finished home before we sign?";
    writeFileSync(
      path.join(folder, "content/faqs/11-finished-home-visit.mdx"),
      faqSource.replace(/^id: 1$/m, "id: 11").replace(/^question: .*$/m, `question: "${question}"`),
    );
    await expect(
      page.getByRole("tabpanel").getByRole("heading", { level: 3, name: question }),
    ).toBeVisible({ timeout: 30_000 });
  });
});
