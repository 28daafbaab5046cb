/**
 * The site's content for loaders: content/ read, validated and rendered when the site is built
 * (`virtual:content`, made by tooling/content-module.ts), so the server starts with plain data.
 * The `.server` name keeps it out of the browser's code.
 */
import content from "virtual:content";

export const {
  settings,
  estimator,
  packages,
  pages,
  faqs,
  testimonials,
  projects,
  ongoingProjects,
  projectGallery,
  services,
  serviceProcess,
  faqProcess,
  values,
  teamRoles,
  homeReasons,
  homeHighlights,
  mdHighlights,
  mdPhilosophy,
  mdProjects,
  mdGallery,
} = content;
export type { Item, ProjectItem } from "./model";
