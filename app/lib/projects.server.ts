/**
 * Projects as the pages that show them need them: a card on /projects (without its case study),
 * and every project page in the order /projects lists them, with its neighbours.
 */
import {
  ongoingProjects,
  pages,
  projects,
  type ProjectItem,
} from "#app/content/collections.server";
import { siteVisitRequest } from "#app/navigation";

/** A finished project's card: the case study and pictures stay on its own page. */
export function toCompletedCard({
  id,
  title,
  location,
  year,
  category,
  image,
  cardText,
  path,
}: ProjectItem<"projects">) {
  return { id, title, location, year, category, image, cardText, path };
}

/** An ongoing project's card, with the way to ask for a visit to its site. */
export function toOngoingCard({
  id,
  slug,
  title,
  location,
  type,
  progress,
  image,
  cardText,
  path,
}: ProjectItem<"ongoing-projects">) {
  const siteVisitHref = siteVisitRequest(slug);
  return { id, title, location, type, progress, image, cardText, path, siteVisitHref };
}

export const construction = projects.filter((project) => project.kind === "construction");
export const interiors = projects.filter((project) => project.kind === "interior");

/** Every project page, in the order of the /projects tabs: construction, interiors, ongoing. */
export const projectPages = [
  ...[...construction, ...interiors].map((project) => ({
    ...project,
    stage: "completed" as const,
  })),
  ...ongoingProjects.map((project) => ({ ...project, stage: "ongoing" as const })),
];
export type ProjectPage = (typeof projectPages)[number];

/** "Courtyard Villa in Jubilee Hills": how messages about a project name it. */
export function projectName(project: { title: string; location: string }): string {
  const [place] = project.location.split(",");
  return `${project.title} in ${place}`;
}

const { projectPage } = pages.projects;
/** The sentences that begin a message about one project. */
const aboutProjectTemplates = {
  enquiry: projectPage.enquiry,
  whatsapp: projectPage.whatsapp,
  siteVisit: projectPage.siteVisit.enquiry,
};

/** The first words of an enquiry about a project, of a WhatsApp chat about it, or of a request
 * to visit its site. */
export function aboutProject(
  template: keyof typeof aboutProjectTemplates,
  project: ProjectPage,
): string {
  return aboutProjectTemplates[template].replace("{project}", projectName(project));
}

/** A project's slug as a form or an address gave it, if it names one of the site's projects. */
export const knownProjectSlug = (slug: unknown): string | null =>
  projectPages.some((project) => project.slug === slug) ? (slug as string) : null;
