import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { fill, fillData, placeholderValues } from "../../tooling/placeholders";

const contentDir = path.resolve(import.meta.dirname, "../../content");

/** A content file as the site shows it: ((companyName)) and the like written in. */
function readFile(file: string): { data: unknown; body: string } {
  const parsed = matter(readFileSync(path.join(contentDir, file), "utf8"));
  return { data: fillData(parsed.data, names), body: fill(parsed.content.trim(), names).text };
}
const names = placeholderValues(matter(readFileSync(path.join(contentDir, "settings.mdx"))).data);

/** A content file's front matter, so tests compare the page with what the copywriters wrote. */
export function readEntry<T = Record<string, unknown>>(file: string): T {
  return readFile(`${file}.mdx`).data as T;
}

/** Every item of a collection, in file-name order, with its body as plain-ish text. */
export function readCollection<T = Record<string, unknown>>(
  folder: string,
): (T & { body: string })[] {
  return readdirSync(path.join(contentDir, folder))
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const { data, body } = readFile(`${folder}/${file}`);
      return { ...(data as T), body };
    });
}

export const settings = readEntry<{
  companyName: string;
  phone: string;
  email: string;
  whatsapp?: string;
  whatsappGreeting?: string;
  managingDirector: { name: string; title: string };
}>("settings");

export type ProjectEntry = {
  title: string;
  location: string;
  cardText: string;
  kind?: "construction" | "interior";
  year?: number;
  category?: string;
  type?: string;
  progress?: number;
  area?: number;
  durationMonths?: number;
  services?: string[];
  clientType?: string;
  summary?: string;
  gallery?: { title: string; image: { src: string; alt: string } }[];
  body: string;
  /** Its page's address: /projects/<slug>. */
  path: string;
};

/** Every project file in the order of the /projects tabs: construction, interiors, ongoing. */
export function readProjects(): ProjectEntry[] {
  const read = (folder: string) =>
    readdirSync(path.join(contentDir, folder))
      .filter((file) => file.endsWith(".mdx"))
      .sort()
      .map((file) => {
        const parsed = readFile(`${folder}/${file}`);
        const data = parsed.data as Omit<ProjectEntry, "body" | "path"> & { slug?: string };
        const slug = data.slug ?? file.replace(/\.mdx$/, "").replace(/^\d+-/, "");
        return { ...data, body: parsed.body, path: `/projects/${slug}` };
      });
  const finished = read("projects");
  return [
    ...finished.filter((project) => project.kind === "construction"),
    ...finished.filter((project) => project.kind === "interior"),
    ...read("ongoing-projects"),
  ];
}
