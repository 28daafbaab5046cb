/**
 * The copywriters' promise: a project is one file. A copy of the site gets new project files (one
 * with a photo, one with an address of its own choosing) and no WhatsApp number, is built and
 * served, and shows the projects everywhere they belong, with no code changed.
 */
import { execFile, type ChildProcess } from "node:child_process";
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { startServer } from "../../scripts/lib/servers";
import { expect, test } from "./fixtures";
import { ownServerPorts } from "./helpers";
import { copySite } from "./site-copy";

const run = promisify(execFile);
const port = ownServerPorts.newContent;
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
gallery:
  - title: "The pavilion at dusk"
    image:
      src: /photos/pavilion-at-dusk.jpg
      alt: "The brick pavilion at dusk, lamps lit under its roof and neighbours sitting on the benches"
      kind: photo
---
## The brief

A place to meet out of the sun.

## The result

Finished before the rains.
`;

// Its file keeps a working title; the slug field gives the page its address.
const renamedProject = `---
id: 3
slug: school-block-kondapur
title: "Primary School Block"
location: "Kondapur, Hyderabad"
type: Construction
progress: 20
image:
  src: /renders/construction/apartment-block-kokapet.jpg
  alt: "A concrete frame rising behind a site hoarding"
  kind: render
cardText: "Eight classrooms and a library for a primary school, built over two summer holidays."
---
## The brief

Classrooms ready for the new term.
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
    // A photo, as a copywriter would drop one in from a camera: stored on its side with an EXIF
    // orientation that turns it upright (1600 x 1067 as seen). The build makes its AVIF and WebP
    // variants upright and without the camera's metadata.
    mkdirSync(path.join(folder, "public/photos"), { recursive: true });
    const upright = await sharp({
      create: { width: 1600, height: 1067, channels: 3, background: "#7a5a3c" },
    })
      .png()
      .toBuffer();
    await sharp(upright)
      .rotate(270)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toFile(path.join(folder, "public/photos/pavilion-at-dusk.jpg"));
    writeFileSync(
      path.join(folder, "content/ongoing-projects/03-working-title.mdx"),
      renamedProject,
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

  test("its photo comes in a modern format, on the page and in the image dialog", async ({
    page,
  }) => {
    await page.goto(`${site}/projects/riverside-pavilion-narsingi`);
    const pictures = page.getByRole("region", { name: "Pictures from the Project" });
    const photo = pictures
      .getByRole("figure", { name: "The pavilion at dusk", exact: true })
      .getByRole("img");
    await photo.scrollIntoViewIfNeeded();
    // Chromium picks AVIF, the smallest of the variants the build wrote.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.avif$/);
    // Upright, as the camera meant it, with its width and height set that way round.
    const shown = await photo.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
      attributes: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
      src: img.currentSrc,
    }));
    expect(shown.width).toBeGreaterThan(shown.height);
    expect(shown.attributes).toBeCloseTo(1600 / 1067, 2);
    // The camera's metadata (where and when it was taken) stays on the company's machine.
    const variant = Buffer.from(await (await page.request.get(shown.src)).body());
    expect(variant.includes("Exif")).toBe(false);
    await photo.click();
    const enlarged = page.getByRole("dialog").getByRole("img", { name: /brick pavilion at dusk/ });
    await expect(enlarged).toBeVisible();
    await expect
      .poll(() => enlarged.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.avif$/);
    // A photograph is not marked as a render.
    await expect(page.getByRole("dialog").getByRole("figure")).not.toContainText("Render");
  });

  test("a slug field gives a project the address it names", async ({ page }) => {
    const response = await page.goto(`${site}/projects/school-block-kondapur`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Primary School Block");
    const fromFileName = await page.goto(`${site}/projects/working-title`);
    expect(fromFileName?.status()).toBe(404);
    await page.goto(`${site}/projects`);
    await page.getByRole("tab", { name: "Ongoing Projects" }).click();
    await expect(
      page.getByRole("link", { name: "View Project: Primary School Block" }),
    ).toHaveAttribute("href", "/projects/school-block-kondapur");
  });

  test("the reviewer's previews show the new page and the changed one, before and after", async () => {
    // This checkout's build is the base; the copy with the new files is the change.
    const previews = mkdtempSync(path.join(tmpdir(), "previews-"));
    const { stdout } = await run(
      "npx",
      [
        "tsx",
        "scripts/preview-changes.ts",
        "--base-site",
        ".",
        "--head-site",
        folder,
        "--only",
        "/projects,/projects/riverside-pavilion-narsingi",
        "--out",
        previews,
      ],
      { timeout: 240_000 },
    );
    expect(stdout).toContain("2 of 2 pages changed");
    const summary = readFileSync(path.join(previews, "summary.md"), "utf8");
    expect(summary).toContain("### /projects/riverside-pavilion-narsingi (added)");
    expect(summary).toContain("### /projects (changed)");
    expect(summary).toContain("+ Riverside Pavilion");
    // The pictures are whole pages at each width: before, after, and the page that is new.
    for (const [name, width] of [
      ["projects-375-before", 375],
      ["projects-1280-after", 1280],
      ["projects--riverside-pavilion-narsingi-375-after", 375],
    ] as const) {
      const picture = await sharp(path.join(previews, `${name}.png`)).metadata();
      expect(picture.width).toBe(width);
      expect(picture.height).toBeGreaterThan(1500);
    }
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
