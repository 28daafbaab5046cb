/**
 * What the run-time site needs to know of the content model, beyond its types: plain values, so
 * the server never loads the build's schemas (zod, the image tooling).
 */
import type {
  CollectionData,
  CollectionName,
  IconName,
  SingletonData,
  SingletonName,
} from "#tooling/content-schemas";

/**
 * What pages show of each file's Markdown body (the text under the front matter): its HTML as
 * written, its plain text (to cut to a card's length or to search), both, or nothing. The content
 * check reports a body where none is shown, and a missing one where it is.
 */
export type BodyAs = "html" | "text" | "html and text" | "none";
export const bodyUse = {
  settings: "none",
  estimator: "none",
  packages: "none",
  "pages/home": "none",
  "pages/about": "html",
  "pages/services": "none",
  "pages/projects": "none",
  "pages/faq": "none",
  "pages/contact": "none",
  "pages/md-portfolio": "html",
  "pages/not-found": "none",
  "pages/estimate": "none",
  "pages/packages": "none",
  "pages/how-we-work": "none",
  "pages/approvals": "none",
  faqs: "html and text",
  testimonials: "text",
  projects: "html",
  "ongoing-projects": "html",
  "project-gallery": "none",
  services: "html and text",
  "service-process": "text",
  "faq-process": "text",
  values: "text",
  "team-roles": "text",
  "home-reasons": "text",
  "home-highlights": "text",
  "md-highlights": "text",
  "md-philosophy": "text",
  "md-projects": "text",
  "md-gallery": "none",
} as const satisfies Record<CollectionName | SingletonName, BodyAs>;
export type BodyUse = typeof bodyUse;

/**
 * A project's page address: its `slug`, or else its file name without the number and extension
 * (`02-courtyard-villa-jubilee-hills.mdx` is `courtyard-villa-jubilee-hills`).
 */
export function projectSlug(filePath: string, data: { slug?: string }): string {
  const name = filePath.split("/").pop() ?? "";
  return data.slug ?? name.replace(/\.mdx$/, "").replace(/^\d+-/, "");
}

type Body<B extends BodyAs> = (B extends "html" | "html and text" ? { html: string } : unknown) &
  (B extends "text" | "html and text" ? { text: string } : unknown);
/** An icon name from the front matter, drawn as SVG markup. */
type Drawn<T> = T extends { icon: IconName } ? Omit<T, "icon"> & { icon: string } : T;
/** A content item as pages get it: its front matter, and its body as `bodyUse` says. */
export type Item<K extends keyof BodyUse> = Drawn<
  K extends CollectionName ? CollectionData<K> : K extends SingletonName ? SingletonData<K> : never
> &
  Body<BodyUse[K]>;

/** A project with the address of its own page. */
export type ProjectItem<C extends "projects" | "ongoing-projects"> = Item<C> & {
  slug: string;
  path: string;
};

/**
 * The whole of content/ as the pages use it: `virtual:content`, made when the site is built
 * (tooling/content-module.ts). Collections come in their order: by `id`, `order` or `step`.
 */
export type SiteContent = {
  settings: Item<"settings">;
  estimator: Item<"estimator">;
  packages: Item<"packages">;
  pages: {
    home: Item<"pages/home">;
    about: Item<"pages/about">;
    services: Item<"pages/services">;
    projects: Item<"pages/projects">;
    faq: Item<"pages/faq">;
    contact: Item<"pages/contact">;
    mdPortfolio: Item<"pages/md-portfolio">;
    estimate: Item<"pages/estimate">;
    packages: Item<"pages/packages">;
    howWeWork: Item<"pages/how-we-work">;
    approvals: Item<"pages/approvals">;
    notFound: Item<"pages/not-found">;
  };
  faqs: Item<"faqs">[];
  testimonials: Item<"testimonials">[];
  projects: ProjectItem<"projects">[];
  ongoingProjects: ProjectItem<"ongoing-projects">[];
  projectGallery: Item<"project-gallery">[];
  services: Item<"services">[];
  serviceProcess: Item<"service-process">[];
  faqProcess: Item<"faq-process">[];
  values: Item<"values">[];
  teamRoles: Item<"team-roles">[];
  homeReasons: Item<"home-reasons">[];
  homeHighlights: Item<"home-highlights">[];
  mdHighlights: Item<"md-highlights">[];
  mdPhilosophy: Item<"md-philosophy">[];
  mdProjects: Item<"md-projects">[];
  mdGallery: Item<"md-gallery">[];
};
