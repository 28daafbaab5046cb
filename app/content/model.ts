/**
 * What the run-time site needs to know of the content model, beyond its types: plain values, so
 * the server never loads the build's schemas (zod, the image tooling).
 */
import type { CollectionName, SingletonName } from "#tooling/content-schemas";

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
