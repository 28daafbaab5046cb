/**
 * `virtual:content`: the whole content folder as one module, made when the site is built. The
 * files come from the validated content tree (front matter as the schemas output it, site
 * settings filled in), each body is rendered from plain Markdown to HTML here, and icon names
 * become SVG markup, so the server starts with plain data and renders nothing of it.
 */
import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as jsxRuntime from "react/jsx-runtime";
import {
  bodyUse,
  projectSlug,
  type BodyUse,
  type Item,
  type ProjectItem,
  type SiteContent,
} from "../app/content/model";
import { htmlToText } from "../app/lib/text";
import { projectPath } from "../app/navigation";
import { iconSvg } from "./content-icons";
import type { IconName } from "./content-schemas";
import { identityField, type ContentFile, type ContentTree } from "./content-tree";

// A body is shown inside a page section headed by an h2, so its `##` headings are one level down.
const nestedHeadings = { h2: "h3", h3: "h4" } as const;

/**
 * A body's HTML. Bodies are read as plain Markdown (CommonMark), not MDX: no page needs a
 * component inside copy, and in Markdown a brace or a stray "<" is just text.
 */
export async function bodyHtml(body: string): Promise<string> {
  const { default: Body } = await evaluate(body, { ...jsxRuntime, format: "md" });
  return renderToStaticMarkup(createElement(Body, { components: nestedHeadings }));
}

async function item<K extends keyof BodyUse>(kind: K, file: ContentFile): Promise<Item<K>> {
  const data = file.data as { icon?: IconName };
  const drawn = data.icon ? { ...data, icon: iconSvg(data.icon) } : data;
  const bodyAs = bodyUse[kind] as BodyUse[keyof BodyUse];
  if (bodyAs === "none") return drawn as Item<K>;
  const html = await bodyHtml(file.body);
  return {
    ...drawn,
    ...(bodyAs !== "text" && { html }),
    ...(bodyAs !== "html" && { text: htmlToText(html) }),
  } as Item<K>;
}

type Folder = Exclude<keyof BodyUse, `pages/${string}` | "settings" | "estimator" | "packages">;
const orderOf = (file: ContentFile) =>
  Number((file.data as Record<string, unknown>)[identityField(file.data) ?? "id"]);

export async function siteContent(tree: ContentTree): Promise<SiteContent> {
  const single = async <K extends keyof BodyUse>(kind: K): Promise<Item<K>> => {
    const file = tree.files.get(`${kind}.mdx`);
    if (!file) throw new Error(`content/${kind}.mdx is missing`);
    return item(kind, file);
  };
  const entries = (folder: Folder) =>
    [...tree.files]
      .filter(([relativePath]) => relativePath.startsWith(`${folder}/`))
      .sort(([, a], [, b]) => orderOf(a) - orderOf(b));
  const collection = <C extends Folder>(folder: C): Promise<Item<C>[]> =>
    Promise.all(entries(folder).map(([, file]) => item(folder, file)));
  const projectCollection = <C extends "projects" | "ongoing-projects">(
    folder: C,
  ): Promise<ProjectItem<C>[]> =>
    Promise.all(
      entries(folder).map(async ([relativePath, file]) => {
        const slug = projectSlug(relativePath, file.data as { slug?: string });
        return { ...(await item(folder, file)), slug, path: projectPath(slug) };
      }),
    );

  return {
    settings: await single("settings"),
    estimator: await single("estimator"),
    packages: await single("packages"),
    pages: {
      home: await single("pages/home"),
      about: await single("pages/about"),
      services: await single("pages/services"),
      projects: await single("pages/projects"),
      faq: await single("pages/faq"),
      contact: await single("pages/contact"),
      mdPortfolio: await single("pages/md-portfolio"),
      estimate: await single("pages/estimate"),
      packages: await single("pages/packages"),
      howWeWork: await single("pages/how-we-work"),
      approvals: await single("pages/approvals"),
      notFound: await single("pages/not-found"),
    },
    faqs: await collection("faqs"),
    testimonials: await collection("testimonials"),
    projects: await projectCollection("projects"),
    ongoingProjects: await projectCollection("ongoing-projects"),
    projectGallery: await collection("project-gallery"),
    services: await collection("services"),
    serviceProcess: await collection("service-process"),
    faqProcess: await collection("faq-process"),
    values: await collection("values"),
    teamRoles: await collection("team-roles"),
    homeReasons: await collection("home-reasons"),
    homeHighlights: await collection("home-highlights"),
    mdHighlights: await collection("md-highlights"),
    mdPhilosophy: await collection("md-philosophy"),
    mdProjects: await collection("md-projects"),
    mdGallery: await collection("md-gallery"),
  };
}

/** The module's source: the content as plain data. */
export async function contentModuleSource(tree: ContentTree): Promise<string> {
  return `export default ${JSON.stringify(await siteContent(tree))};`;
}
