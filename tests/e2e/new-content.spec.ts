/**
 * The copywriters' promise: a project is one file. A copy of the site gets a new project file
 * (and no WhatsApp number), is built and served, and shows the project everywhere it belongs,
 * with no code changed.
 */
import { execFile, type ChildProcess } from "node:child_process";
import { appendFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { startServer } from "../../scripts/lib/servers";
import { expect, test } from "./fixtures";
import { copySite } from "./site-copy";

const run = promisify(execFile);
const port = 3190;
const site = `http://127.0.0.1:${port}`;

const newProject = `---
id: 9
kind: construction
title: "Riverside Pavilion"
location: "Narsingi, Hyderabad"
year: 2025
category: Public
image:
  src: /art/projects/construction-3.svg
  alt: "A low brick pavilion with a sawtooth roof beside trees"
cardText: "An open pavilion for a residents' association by the river, shaded by a deep roof."
area: 2400
services:
  - Construction Services
---
## The brief

A place to meet out of the sun.

## The result

Finished before the rains.
`;

test.describe("a project added as one file", { tag: "@desktop" }, () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  let folder = "";
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // A whole build: far longer than a test's default, more so on a busy CI machine. (The
    // describe's timeout covers its tests, not this hook.)
    test.setTimeout(300_000);
    folder = copySite();
    writeFileSync(
      path.join(folder, "content/projects/09-riverside-pavilion-narsingi.mdx"),
      newProject,
    );
    // A new place name goes into the spelling list in the same change.
    appendFileSync(path.join(folder, "content/words.txt"), "Narsingi\n");
    const settingsFile = path.join(folder, "content/settings.mdx");
    writeFileSync(settingsFile, readFileSync(settingsFile, "utf8").replace(/^whatsapp:.*\n/m, ""));
    const mdProject = path.join(folder, "content/md-projects/01-lakeside-residence-gandipet.mdx");
    writeFileSync(
      mdProject,
      readFileSync(mdProject, "utf8").replace(
        /^---\n/,
        "---\nproject: riverside-pavilion-narsingi\n",
      ),
    );
    await run("npm", ["run", "-s", "build"], { cwd: folder });
    server = await startServer(port, {}, undefined, folder);
  });

  test.afterAll(() => {
    server?.kill();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test("appears at its address, in the sitemap, on /projects and from the MD's portfolio", async ({
    page,
    request,
  }) => {
    const response = await page.goto(`${site}/projects/riverside-pavilion-narsingi`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Riverside Pavilion");
    await expect(page.getByRole("heading", { level: 3, name: "The brief" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Project Facts" })).toContainText(
      "2,400 sq ft",
    );

    const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
    expect(sitemap).toContain("/projects/riverside-pavilion-narsingi</loc>");

    await page.goto(`${site}/projects`);
    await expect(
      page.getByRole("link", { name: "View Project: Riverside Pavilion" }),
    ).toHaveAttribute("href", "/projects/riverside-pavilion-narsingi");

    await page.goto(`${site}/md-portfolio`);
    await expect(
      page.getByRole("link", { name: "View Project: Lakeside Residence" }),
    ).toHaveAttribute("href", "/projects/riverside-pavilion-narsingi");
  });

  test("without a WhatsApp number, nothing of WhatsApp appears", async ({ page }) => {
    for (const pagePath of ["/contact", "/projects/riverside-pavilion-narsingi"]) {
      await page.goto(`${site}${pagePath}`);
      await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
      await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Call or chat" })).toHaveCount(0);
    }
  });
});
