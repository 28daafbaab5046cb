/**
 * content/ read and validated once: every file's front matter (checked against its schema) and
 * body, and every problem as "content/<file>: <field>: <reason>". The content plugin, the image
 * plugin, `npm run check-content` and the unit tests all take their content from here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { bodyUse, contentKindOf, projectSlug, schemaOf } from "../app/content/schemas";

/** A valid content file: its validated front matter and its Markdown body. */
export type ContentFile = { source: string; data: unknown; body: string };
type Parsed = ({ ok: true } & ContentFile) | { ok: false; problems: string[] };

export type ContentTree = {
  /** Valid files by their path under content/, like "faqs/payment.mdx". */
  files: Map<string, ContentFile>;
  problems: string[];
};

export function parseContentFile(source: string, relativePath: string): Parsed {
  const kind = contentKindOf(relativePath);
  if (!kind) {
    return { ok: false, problems: ["no collection or page of that name (see content/README.md)"] };
  }
  let file: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's cache, which would hide edits in watch mode.
    file = matter(source, {});
  } catch (error) {
    return { ok: false, problems: [`front matter is not valid YAML: ${(error as Error).message}`] };
  }
  const result = schemaOf(kind).safeParse(file.data);
  const problems = result.success ? [] : describeIssues(result.error);
  const hasBody = file.content.trim() !== "";
  if (bodyUse[kind] === "none" && hasBody) {
    problems.push("(body): no page shows text below the front matter here; remove it");
  }
  if (bodyUse[kind] !== "none" && !hasBody) {
    problems.push("(body): is required: the text below the front matter is what the page shows");
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, source, data: result.data, body: file.content };
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(front matter)";
    const message =
      issue.code === "invalid_type" && issue.input === undefined ? "is required" : issue.message;
    return `${field}: ${message}`;
  });
}

function contentFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

const identity = (data: unknown) => {
  const record = data as Record<string, unknown>;
  return record.id ?? record.order ?? record.step;
};

/** Reads and validates every file of a content folder. */
export function readContentTree(contentDir: string): ContentTree {
  const files = new Map<string, ContentFile>();
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const relativePath of contentFiles(contentDir)) {
    const shown = `content/${relativePath}`;
    const parsed = parseContentFile(
      readFileSync(path.join(contentDir, relativePath), "utf8"),
      relativePath,
    );
    if (!parsed.ok) {
      problems.push(...parsed.problems.map((problem) => `${shown}: ${problem}`));
      continue;
    }
    files.set(relativePath, { source: parsed.source, data: parsed.data, body: parsed.body });
    const key = identity(parsed.data);
    if (key === undefined) continue;
    const slot = `${path.dirname(relativePath)}#${String(key)}`;
    const other = seen.get(slot);
    if (other) problems.push(`${shown}: id/order ${String(key)} is already used by ${other}`);
    else seen.set(slot, shown);
  }
  problems.push(...crossFileProblems(files));
  return { files, problems };
}

type ProjectData = { slug?: string; services: string[] };

/** What one file says about others: project addresses, the services and projects it names. */
function crossFileProblems(files: Map<string, ContentFile>): string[] {
  const problems: string[] = [];
  const folder = (name: string) =>
    [...files].filter(([relativePath]) => relativePath.startsWith(`${name}/`));
  const projects = [...folder("projects"), ...folder("ongoing-projects")];

  const pageOf = new Map<string, string>();
  for (const [relativePath, file] of projects) {
    const slug = projectSlug(relativePath, file.data as ProjectData);
    const other = pageOf.get(slug);
    if (other) {
      problems.push(
        `content/${relativePath}: slug: /projects/${slug} is already the page of content/${other}`,
      );
    } else pageOf.set(slug, relativePath);
  }

  const services = folder("services").map(([, file]) => (file.data as { title: string }).title);
  for (const [relativePath, file] of projects) {
    (file.data as ProjectData).services.forEach((title, index) => {
      if (!services.includes(title)) {
        problems.push(
          `content/${relativePath}: services.${index}: "${title}" is not a service; use one of ${services.join(", ")}`,
        );
      }
    });
  }

  for (const [relativePath, file] of [...folder("testimonials"), ...folder("md-projects")]) {
    const project = (file.data as { project?: string }).project;
    if (project !== undefined && !pageOf.has(project)) {
      problems.push(
        `content/${relativePath}: project: there is no project page /projects/${project}`,
      );
    }
  }
  return problems;
}

/**
 * `npm run build` runs Vite twice (browser, then server), and each run loads vite.config.ts and
 * the plugins afresh: a module-level cache still read content/ five times per build. It is kept on
 * globalThis instead, and read again only when a file under content/ has changed since.
 */
const sharedTrees = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for("site-content-trees")
] ??= new Map()) as Map<string, { stamp: string; tree: ContentTree }>;

function stampOf(contentDir: string): string {
  return contentFiles(contentDir)
    .map((file) => {
      const { size, mtimeMs } = statSync(path.join(contentDir, file));
      return `${file}:${size}:${mtimeMs}`;
    })
    .join("\n");
}

/** The content folder's tree, shared by every consumer in this process. */
export function contentTree(contentDir: string): ContentTree {
  const stamp = stampOf(contentDir);
  const known = sharedTrees.get(contentDir);
  if (known?.stamp === stamp) return known.tree;
  const tree = readContentTree(contentDir);
  sharedTrees.set(contentDir, { stamp, tree });
  return tree;
}

/** One valid file's front matter, for build tooling that needs a setting or a page's copy. */
export function contentData<T>(contentDir: string, relativePath: string): T {
  const file = contentTree(contentDir).files.get(relativePath);
  if (!file) throw new Error(`content/${relativePath} is missing or not valid`);
  return file.data as T;
}
