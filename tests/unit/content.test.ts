import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentPlugin } from "../../tooling/content-plugin";
import { readContentTree } from "../../tooling/content-tree";

const root = path.resolve(import.meta.dirname, "../..");
const badSite = path.join(root, "tests/fixtures/bad-site");

describe("shipped content", () => {
  it("has no problems", () => {
    expect(readContentTree(path.join(root, "content")).problems).toEqual([]);
  });
});

describe("bad content", () => {
  const { problems } = readContentTree(path.join(badSite, "content"));

  it.each([
    [
      "a value outside the allowed options",
      "content/faqs/nonsense-category.mdx: category: Invalid option",
    ],
    ["a missing field", "content/faqs/missing-question.mdx: question: is required"],
    ["a number out of range", "content/testimonials/rating-too-high.mdx: rating: Too big"],
    [
      "front matter that is not YAML",
      "content/testimonials/broken-yaml.mdx: front matter is not valid YAML",
    ],
    [
      "an image that does not exist",
      "content/services/missing-image.mdx: image.src: no file public/art/does-not-exist.svg",
    ],
    [
      "a key no schema knows",
      'content/services/missing-image.mdx: (front matter): Unrecognized key: "extra"',
    ],
    [
      "a folder the site does not know",
      "content/brochures/unknown-folder.mdx: no collection or page of that name",
    ],
    [
      "a body no page shows",
      "content/project-gallery/with-a-body.mdx: (body): no page shows text below the front matter here",
    ],
    [
      "a missing body where the page shows one",
      "content/values/without-a-body.mdx: (body): is required",
    ],
    [
      "two projects claiming one page",
      "content/ongoing-projects/01-same-place.mdx: slug: /projects/same-place is already the page of content/projects/01-same-place.mdx",
    ],
    [
      "a service that does not exist",
      'content/projects/01-same-place.mdx: services.0: "Interiors" is not a service',
    ],
    [
      "a testimonial about a project with no page",
      "content/testimonials/about-a-missing-project.mdx: project: there is no project page /projects/no-such-project",
    ],
    [
      "two items with one id",
      "content/faqs/second-with-same-id.mdx: id/order 1 is already used by content/faqs/first.mdx",
    ],
  ])("reports %s with the file, the field and the reason", (_, expected) => {
    expect(problems.some((problem) => problem.startsWith(expected))).toBe(true);
  });

  it("fails the build through the Vite plugin", () => {
    const plugin = contentPlugin();
    const configResolved = plugin.configResolved as (config: { root: string }) => void;
    const buildStart = plugin.buildStart as (this: { error: (message: string) => never }) => void;
    configResolved({ root: badSite });
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    expect(() => buildStart.call(context)).toThrow(
      /content\/faqs\/nonsense-category\.mdx: category: Invalid option: expected one of "residential"/,
    );
  });
});
