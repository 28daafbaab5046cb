/**
 * Typed access to content/: every collection is rendered once, when the server starts, so requests
 * only pick from ready data. Front matter was validated at build time. Each collection says what
 * its pages show of an item's Markdown body (its HTML, its plain text, both or nothing), and its
 * icon names become SVG markup here, so loaders hand items to pages as they are.
 */
import type { ComponentType } from "react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconSvg } from "#app/lib/icons.server";
import { htmlToText } from "#app/lib/text";
import { projectPath } from "#app/navigation";
import type {
  CollectionData,
  CollectionName,
  IconName,
  SingletonData,
  SingletonName,
} from "#tooling/content-schemas";
import { bodyUse, projectSlug, type BodyAs, type BodyUse } from "./model";

type MdxModule = {
  default: ComponentType<{ components?: Record<string, string> }>;
  frontmatter: unknown;
};

// A body is shown inside a page section headed by an h2, so its `##` headings are one level down.
const nestedHeadings = { h2: "h3", h3: "h4" };
type Modules = Record<string, MdxModule>;

type Body<B extends BodyAs> = (B extends "html" | "html and text" ? { html: string } : unknown) &
  (B extends "text" | "html and text" ? { text: string } : unknown);
/** An icon name from the front matter, drawn as SVG markup. */
type Drawn<T> = T extends { icon: IconName } ? Omit<T, "icon"> & { icon: string } : T;
/** A content item as pages get it: its front matter, and its body as `bodyUse` says. */
export type Item<K extends keyof BodyUse> = Drawn<
  K extends CollectionName ? CollectionData<K> : K extends SingletonName ? SingletonData<K> : never
> &
  Body<BodyUse[K]>;

function item<K extends keyof BodyUse>(kind: K, module: MdxModule): Item<K> {
  const data = module.frontmatter as { icon?: IconName };
  const drawn = data.icon ? { ...data, icon: iconSvg(data.icon) } : data;
  const bodyAs: BodyAs = bodyUse[kind];
  if (bodyAs === "none") return drawn as Item<K>;
  const html = renderToStaticMarkup(createElement(module.default, { components: nestedHeadings }));
  const body = {
    ...(bodyAs !== "text" && { html }),
    ...(bodyAs !== "html" && { text: htmlToText(html) }),
  };
  return { ...drawn, ...body } as Item<K>;
}

function collection<C extends CollectionName>(
  kind: C,
  modules: Modules,
  sortKey: (item: CollectionData<C>) => number,
): Item<C>[] {
  return Object.values(modules)
    .map((module) => ({ key: sortKey(module.frontmatter as CollectionData<C>), module }))
    .sort((a, b) => a.key - b.key)
    .map(({ module }) => item(kind, module));
}

function singleton<S extends SingletonName>(kind: S, modules: Modules): Item<S> {
  const [module] = Object.values(modules);
  if (!module) throw new Error(`content/${kind}.mdx is missing`);
  return item(kind, module);
}

/** A project with the address of its own page. */
export type ProjectItem<C extends "projects" | "ongoing-projects"> = Item<C> & {
  slug: string;
  path: string;
};

function projectCollection<C extends "projects" | "ongoing-projects">(
  kind: C,
  modules: Modules,
): ProjectItem<C>[] {
  return Object.entries(modules)
    .map(([file, module]) => {
      const project = item(kind, module);
      const slug = projectSlug(file, project);
      return { ...project, slug, path: projectPath(slug) };
    })
    .sort((a, b) => a.id - b.id);
}

const byId = (item: { id: number }) => item.id;
const byOrder = (item: { order: number }) => item.order;
const byStep = (item: { step: number }) => item.step;
const glob = (modules: Record<string, unknown>) => modules as Modules;

export const settings = singleton(
  "settings",
  glob(import.meta.glob("/content/settings.mdx", { eager: true })),
);

export const estimator = singleton(
  "estimator",
  glob(import.meta.glob("/content/estimator.mdx", { eager: true })),
);

export const packages = singleton(
  "packages",
  glob(import.meta.glob("/content/packages.mdx", { eager: true })),
);

export const pages = {
  home: singleton("pages/home", glob(import.meta.glob("/content/pages/home.mdx", { eager: true }))),
  about: singleton(
    "pages/about",
    glob(import.meta.glob("/content/pages/about.mdx", { eager: true })),
  ),
  services: singleton(
    "pages/services",
    glob(import.meta.glob("/content/pages/services.mdx", { eager: true })),
  ),
  projects: singleton(
    "pages/projects",
    glob(import.meta.glob("/content/pages/projects.mdx", { eager: true })),
  ),
  faq: singleton("pages/faq", glob(import.meta.glob("/content/pages/faq.mdx", { eager: true }))),
  contact: singleton(
    "pages/contact",
    glob(import.meta.glob("/content/pages/contact.mdx", { eager: true })),
  ),
  mdPortfolio: singleton(
    "pages/md-portfolio",
    glob(import.meta.glob("/content/pages/md-portfolio.mdx", { eager: true })),
  ),
  estimate: singleton(
    "pages/estimate",
    glob(import.meta.glob("/content/pages/estimate.mdx", { eager: true })),
  ),
  packages: singleton(
    "pages/packages",
    glob(import.meta.glob("/content/pages/packages.mdx", { eager: true })),
  ),
  howWeWork: singleton(
    "pages/how-we-work",
    glob(import.meta.glob("/content/pages/how-we-work.mdx", { eager: true })),
  ),
  approvals: singleton(
    "pages/approvals",
    glob(import.meta.glob("/content/pages/approvals.mdx", { eager: true })),
  ),
  notFound: singleton(
    "pages/not-found",
    glob(import.meta.glob("/content/pages/not-found.mdx", { eager: true })),
  ),
};

export const faqs = collection(
  "faqs",
  glob(import.meta.glob("/content/faqs/*.mdx", { eager: true })),
  byId,
);
export const testimonials = collection(
  "testimonials",
  glob(import.meta.glob("/content/testimonials/*.mdx", { eager: true })),
  byId,
);
export const projects = projectCollection(
  "projects",
  glob(import.meta.glob("/content/projects/*.mdx", { eager: true })),
);
export const ongoingProjects = projectCollection(
  "ongoing-projects",
  glob(import.meta.glob("/content/ongoing-projects/*.mdx", { eager: true })),
);
export const projectGallery = collection(
  "project-gallery",
  glob(import.meta.glob("/content/project-gallery/*.mdx", { eager: true })),
  byId,
);
export const services = collection(
  "services",
  glob(import.meta.glob("/content/services/*.mdx", { eager: true })),
  byId,
);
export const serviceProcess = collection(
  "service-process",
  glob(import.meta.glob("/content/service-process/*.mdx", { eager: true })),
  byStep,
);
export const faqProcess = collection(
  "faq-process",
  glob(import.meta.glob("/content/faq-process/*.mdx", { eager: true })),
  byStep,
);
export const values = collection(
  "values",
  glob(import.meta.glob("/content/values/*.mdx", { eager: true })),
  byOrder,
);
export const teamRoles = collection(
  "team-roles",
  glob(import.meta.glob("/content/team-roles/*.mdx", { eager: true })),
  byOrder,
);
export const homeReasons = collection(
  "home-reasons",
  glob(import.meta.glob("/content/home-reasons/*.mdx", { eager: true })),
  byOrder,
);
export const homeHighlights = collection(
  "home-highlights",
  glob(import.meta.glob("/content/home-highlights/*.mdx", { eager: true })),
  byOrder,
);
export const mdHighlights = collection(
  "md-highlights",
  glob(import.meta.glob("/content/md-highlights/*.mdx", { eager: true })),
  byOrder,
);
export const mdPhilosophy = collection(
  "md-philosophy",
  glob(import.meta.glob("/content/md-philosophy/*.mdx", { eager: true })),
  byOrder,
);
export const mdProjects = collection(
  "md-projects",
  glob(import.meta.glob("/content/md-projects/*.mdx", { eager: true })),
  byId,
);
export const mdGallery = collection(
  "md-gallery",
  glob(import.meta.glob("/content/md-gallery/*.mdx", { eager: true })),
  byId,
);
