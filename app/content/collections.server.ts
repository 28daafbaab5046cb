/**
 * Typed access to content/: every collection is rendered to HTML once, when the server starts,
 * so requests only pick from ready data. Front matter was validated at build time.
 */
import type { ComponentType } from "react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { htmlToText } from "#app/lib/text";
import type { CollectionData, CollectionName, SingletonData, SingletonName } from "./schemas";

type MdxModule = { default: ComponentType; frontmatter: unknown };
type Modules = Record<string, MdxModule>;

/** An item's front matter plus its body as HTML and as plain text. */
export type Entry<T> = T & { html: string; text: string };

function render(module: MdxModule) {
  const html = renderToStaticMarkup(createElement(module.default));
  return { html, text: htmlToText(html) };
}

function collection<C extends CollectionName>(
  modules: Modules,
  sortKey: (item: CollectionData<C>) => number,
): Entry<CollectionData<C>>[] {
  return Object.values(modules)
    .map((module) => ({ ...(module.frontmatter as CollectionData<C>), ...render(module) }))
    .sort((a, b) => sortKey(a) - sortKey(b));
}

function singleton<S extends SingletonName>(modules: Modules): Entry<SingletonData<S>> {
  const [module] = Object.values(modules);
  if (!module) throw new Error("A required content file is missing");
  return { ...(module.frontmatter as SingletonData<S>), ...render(module) };
}

const byId = (item: { id: number }) => item.id;
const byOrder = (item: { order: number }) => item.order;
const byStep = (item: { step: number }) => item.step;
const glob = (modules: Record<string, unknown>) => modules as Modules;

export const settings = singleton<"settings">(
  glob(import.meta.glob("/content/settings.mdx", { eager: true })),
);

export const pages = {
  home: singleton<"pages/home">(glob(import.meta.glob("/content/pages/home.mdx", { eager: true }))),
  about: singleton<"pages/about">(
    glob(import.meta.glob("/content/pages/about.mdx", { eager: true })),
  ),
  services: singleton<"pages/services">(
    glob(import.meta.glob("/content/pages/services.mdx", { eager: true })),
  ),
  projects: singleton<"pages/projects">(
    glob(import.meta.glob("/content/pages/projects.mdx", { eager: true })),
  ),
  faq: singleton<"pages/faq">(glob(import.meta.glob("/content/pages/faq.mdx", { eager: true }))),
  contact: singleton<"pages/contact">(
    glob(import.meta.glob("/content/pages/contact.mdx", { eager: true })),
  ),
  mdPortfolio: singleton<"pages/md-portfolio">(
    glob(import.meta.glob("/content/pages/md-portfolio.mdx", { eager: true })),
  ),
  notFound: singleton<"pages/not-found">(
    glob(import.meta.glob("/content/pages/not-found.mdx", { eager: true })),
  ),
};

export const faqs = collection<"faqs">(
  glob(import.meta.glob("/content/faqs/*.mdx", { eager: true })),
  byId,
);
export const testimonials = collection<"testimonials">(
  glob(import.meta.glob("/content/testimonials/*.mdx", { eager: true })),
  byId,
);
export const projects = collection<"projects">(
  glob(import.meta.glob("/content/projects/*.mdx", { eager: true })),
  byId,
);
export const ongoingProjects = collection<"ongoing-projects">(
  glob(import.meta.glob("/content/ongoing-projects/*.mdx", { eager: true })),
  byId,
);
export const projectGallery = collection<"project-gallery">(
  glob(import.meta.glob("/content/project-gallery/*.mdx", { eager: true })),
  byId,
);
export const services = collection<"services">(
  glob(import.meta.glob("/content/services/*.mdx", { eager: true })),
  byId,
);
export const serviceProcess = collection<"service-process">(
  glob(import.meta.glob("/content/service-process/*.mdx", { eager: true })),
  byStep,
);
export const faqProcess = collection<"faq-process">(
  glob(import.meta.glob("/content/faq-process/*.mdx", { eager: true })),
  byStep,
);
export const values = collection<"values">(
  glob(import.meta.glob("/content/values/*.mdx", { eager: true })),
  byOrder,
);
export const teamRoles = collection<"team-roles">(
  glob(import.meta.glob("/content/team-roles/*.mdx", { eager: true })),
  byOrder,
);
export const homeReasons = collection<"home-reasons">(
  glob(import.meta.glob("/content/home-reasons/*.mdx", { eager: true })),
  byOrder,
);
export const homeHighlights = collection<"home-highlights">(
  glob(import.meta.glob("/content/home-highlights/*.mdx", { eager: true })),
  byOrder,
);
export const mdHighlights = collection<"md-highlights">(
  glob(import.meta.glob("/content/md-highlights/*.mdx", { eager: true })),
  byOrder,
);
export const mdPhilosophy = collection<"md-philosophy">(
  glob(import.meta.glob("/content/md-philosophy/*.mdx", { eager: true })),
  byOrder,
);
export const mdProjects = collection<"md-projects">(
  glob(import.meta.glob("/content/md-projects/*.mdx", { eager: true })),
  byId,
);
export const mdGallery = collection<"md-gallery">(
  glob(import.meta.glob("/content/md-gallery/*.mdx", { eager: true })),
  byId,
);
