/**
 * `virtual:content`, the module the pages read content from: made from the shipped content when
 * the site is built, with every body already turned into the HTML or text its page shows.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteContent } from "../../app/content/model";
import { bodyHtml, contentModuleSource, siteContent } from "../../tooling/content-module";
import { readContentTree } from "../../tooling/content-tree";

const root = path.resolve(import.meta.dirname, "../..");
const tree = readContentTree(path.join(root, "content"));
let content: SiteContent;

beforeAll(async () => {
  content = await siteContent(tree);
}, 30_000);

describe("the content module", () => {
  it("holds every file of each collection, in the order of its ids", () => {
    const faqFiles = [...tree.files.keys()].filter((file) => file.startsWith("faqs/"));
    expect(content.faqs).toHaveLength(faqFiles.length);
    const ids = content.faqs.map((faq) => faq.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(content.serviceProcess.map((step) => step.step)).toEqual(
      content.serviceProcess.map((_, index) => index + 1),
    );
  });

  it("has each body as the HTML and text its page shows, headings one level down", () => {
    const [faq] = content.faqs;
    expect(faq?.html).toMatch(/^<p>/);
    expect(faq?.text).not.toMatch(/<|>/);
    expect(content.pages.about.html).not.toMatch(/<h2/);
    // Cards show only text; pages without a body get none.
    expect(content.values[0]).not.toHaveProperty("html");
    expect(content.pages.home).not.toHaveProperty("html");
  });

  it("fills in the site's settings and draws icons as markup", () => {
    const everything = JSON.stringify(content);
    expect(everything).not.toMatch(/\(\([a-zA-Z.]+\)\)/);
    expect(content.services[0]?.icon).toMatch(/^<svg[^>]*aria-hidden="true"/);
  });

  it("gives each project its own address", () => {
    for (const project of [...content.projects, ...content.ongoingProjects]) {
      expect(project.path).toBe(`/projects/${project.slug}`);
    }
  });

  it("is plain data the server imports without rendering anything", async () => {
    const source = await contentModuleSource(tree);
    expect(source).toMatch(/^export default \{/);
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});

describe("a body", () => {
  it("is plain Markdown: braces and a lone '<' are text, ## a sub-heading", async () => {
    expect(await bodyHtml("Each line is {quantity} × {rate}, under 2 < 3.\n\n## Tiles")).toBe(
      "<p>Each line is {quantity} × {rate}, under 2 &lt; 3.</p>\n<h3>Tiles</h3>",
    );
  });
});
