import type { MetaDescriptor } from "@remix-run/react";
import type { Image } from "#tooling/content-schemas";

export type PageSeo = {
  /** The site's absolute address, without a trailing slash. */
  siteUrl: string;
  siteName: string;
  title: string;
  description: string;
  /** The page's path, e.g. "/about". */
  path: string;
  /** An image path under public/, used for social cards. */
  image?: string;
  noindex?: boolean;
};

export const defaultSocialImage = "/og-image.png";

/** A page's title when content gives only its subject: "Courtyard Villa | Kadamba Build & Design". */
export const titleWithSite = (subject: string, siteName: string) => `${subject} | ${siteName}`;

/** Every tag a page needs for search engines and social sharing, built one way for all routes. */
export function seo({
  siteUrl,
  siteName,
  title,
  description,
  path,
  image = defaultSocialImage,
  noindex = false,
}: PageSeo): MetaDescriptor[] {
  const url = new URL(path, `${siteUrl}/`).href;
  const imageUrl = new URL(image, `${siteUrl}/`).href;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/**
 * Fetches a page's opening picture (its largest paint) before its styles and scripts, in the
 * best format the browser takes, at the size the hero shows it (`sizes` as in PageHero).
 */
export function heroPreload(image: Pick<Image, "src" | "sources">): MetaDescriptor {
  const best = image.sources?.[0];
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    href: image.src,
    ...(best ? { imageSrcSet: best.srcSet, imageSizes: "100vw", type: best.type } : {}),
    fetchpriority: "high",
  };
}

/** What the root loader tells every page's meta about the site. */
export type SiteInfo = { url: string; name: string };

export type MetaMatch = { id: string; data: unknown };

/** `seo()` for a route's `meta` export, with the site's address and name from the root loader. */
export function pageMeta(
  matches: MetaMatch[],
  {
    hero,
    ...page
  }: {
    title: string;
    description: string;
    path: string;
    image?: string;
    noindex?: boolean;
    /** The picture at the top of the page, fetched first. */
    hero?: Pick<Image, "src" | "sources">;
  },
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as
    { site?: SiteInfo } | undefined;
  const site = root?.site ?? { url: "http://localhost:3000", name: "" };
  return [
    ...seo({ siteUrl: site.url, siteName: site.name, ...page }),
    ...(hero ? [heroPreload(hero)] : []),
  ];
}

type PageLoaderData = {
  page: { title: string; description: string; hero?: { image?: Pick<Image, "src" | "sources"> } };
};

/** A route's `meta` export: its title and description from its loader's `page`, at `path`. */
export function metaForPage(path: string) {
  return ({ data, matches }: { data?: PageLoaderData; matches: MetaMatch[] }) =>
    pageMeta(matches, {
      title: data?.page.title ?? "",
      description: data?.page.description ?? "",
      path,
      hero: data?.page.hero?.image,
    });
}
