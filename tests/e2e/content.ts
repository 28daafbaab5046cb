import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";

const contentDir = path.resolve(import.meta.dirname, "../../content");

/** A content file's front matter, so tests compare the page with what the copywriters wrote. */
export function readEntry<T = Record<string, unknown>>(file: string): T {
  return matter(readFileSync(path.join(contentDir, `${file}.mdx`), "utf8")).data as T;
}

/** Every item of a collection, in file-name order, with its body as plain-ish text. */
export function readCollection<T = Record<string, unknown>>(
  folder: string,
): (T & { body: string })[] {
  return readdirSync(path.join(contentDir, folder))
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const parsed = matter(readFileSync(path.join(contentDir, folder, file), "utf8"));
      return { ...(parsed.data as T), body: parsed.content.trim() };
    });
}

export const settings = readEntry<{
  companyName: string;
  phone: string;
  email: string;
  whatsapp?: string;
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
  gallery?: { src: string; alt: string }[];
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
        const parsed = matter(readFileSync(path.join(contentDir, folder, file), "utf8"));
        const data = parsed.data as Omit<ProjectEntry, "body" | "path"> & { slug?: string };
        const slug = data.slug ?? file.replace(/\.mdx$/, "").replace(/^\d+-/, "");
        return { ...data, body: parsed.content.trim(), path: `/projects/${slug}` };
      });
  const finished = read("projects");
  return [
    ...finished.filter((project) => project.kind === "construction"),
    ...finished.filter((project) => project.kind === "interior"),
    ...read("ongoing-projects"),
  ];
}
