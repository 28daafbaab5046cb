import { describe, expect, it } from "vitest";
import { metaForPage, pageMeta, seo } from "#app/lib/seo";

const page = {
  siteUrl: "https://www.example.test",
  siteName: "Example Builders",
  title: "About Us | Example Builders",
  description: "Who we are.",
  path: "/about",
};

describe("seo", () => {
  const tags = seo(page);
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
      Record<string, string> | undefined;

  it("sets the title and description", () => {
    expect(tags).toContainEqual({ title: "About Us | Example Builders" });
    expect(find("name", "description")?.content).toBe("Who we are.");
  });

  it("gives an absolute canonical address and og:url", () => {
    expect(find("rel", "canonical")?.href).toBe("https://www.example.test/about");
    expect(find("property", "og:url")?.content).toBe("https://www.example.test/about");
  });

  it("carries the social-sharing tags", () => {
    expect(find("property", "og:title")?.content).toBe(page.title);
    expect(find("property", "og:description")?.content).toBe(page.description);
    expect(find("property", "og:type")?.content).toBe("website");
    expect(find("property", "og:image")?.content).toBe("https://www.example.test/og-image.png");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("marks only pages asked for as noindex", () => {
    expect(find("name", "robots")).toBeUndefined();
    expect(seo({ ...page, noindex: true })).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("gives the home page a canonical address with a trailing slash", () => {
    const home = seo({ ...page, path: "/" });
    expect(home).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.test/",
    });
  });
});

describe("pageMeta", () => {
  it("takes the site address and name from the root loader", () => {
    const matches = [{ id: "root", data: { site: { url: "https://b.test", name: "B" } } }];
    const tags = pageMeta(matches, { title: "T", description: "D", path: "/faq" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://b.test/faq" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "B" });
  });
});

describe("metaForPage", () => {
  it("takes the page's title and description from its loader data", () => {
    const meta = metaForPage("/about");
    const matches = [{ id: "root", data: { site: { url: "https://c.test", name: "C" } } }];
    const tags = meta({ data: { page: { title: "About C", description: "Who we are" } }, matches });
    expect(tags).toContainEqual({ title: "About C" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://c.test/about",
    });
  });
});
