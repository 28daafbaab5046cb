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

/** An ongoing project's card. */
export function toOngoingCard({
  id,
  title,
  location,
  type,
  progress,
  image,
  cardText,
  path,
}: ProjectItem<"ongoing-projects">) {
  return { id, title, location, type, progress, image, cardText, path };
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

/** The first words of an enquiry about a project, or of a WhatsApp chat about it. */
export function aboutProject(template: "enquiry" | "whatsapp", project: ProjectPage): string {
  return pages.projects.projectPage[template].replace("{project}", projectName(project));
}
