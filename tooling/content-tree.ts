/**
 * content/ read and validated once: every file's front matter (checked against its schema) and
 * body, and every problem in every file, each at its line and column. The content plugin, the
 * image plugin, `npm run check-content` and the unit tests all take their content from here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pageAnchors, projectPath, routes, serviceAnchor } from "../app/navigation";
import { titleWithSite } from "../app/lib/seo";
import { firstSentence } from "../app/lib/text";
import { bodyUse, projectSlug, type BodyAs } from "../app/content/model";
import { contentKindOf, imageSchema, schemaOf, seoLimits, withImagesDir } from "./content-schemas";
import { htmlTags, linksAndImages, proseLines, type BodyLink } from "./body-checks";
import { fileNumber, listContentFiles } from "./content-files";
import { didYouMean, type ContentProblem, type Position } from "./content-problems";
import {
  frontMatterError,
  readFrontMatter,
  type FieldPath,
  type FrontMatterFile,
  type ReadableFile,
} from "./front-matter";
import { fill, fillData, placeholderValues } from "./placeholders";
import { describeIssue } from "./schema-issues";
import { spellingProblems } from "./spelling";

/** A valid content file: its validated front matter and its Markdown body, names filled in. */
export type ContentFile = {
  source: string;
  data: unknown;
  body: string;
  /** Where each field and the body are written, for problems found later. */
  written: FrontMatterFile;
  links: BodyLink[];
};

export type ContentTree = {
  /** Valid files by their path under content/, like "faqs/payment.mdx". */
  files: Map<string, ContentFile>;
  /** Every file whose front matter could be read, valid or not. */
  readable: Map<string, ReadableFile>;
  problems: ContentProblem[];
};

const settingsFile = "settings.mdx";

/**
 * The placeholders a text gets wrong. With no settings to read (settings.mdx itself is broken,
 * and says so), every name would look unknown: those consequences are left out.
 */
const placeholderProblems = (text: string, names: Map<string, string>) =>
  names.size === 0 ? [] : fill(text, names).unknown;

/** A value typed between curly quotes (a word processor's “ ” or ‘ ’), which YAML keeps. */
const curlyQuoted = /^\s*[“‘„«].*[”’“»]\s*$/s;

/** One file's problems, each at its place, and the file itself when it has none. */
function parseContentFile(
  source: string,
  relativePath: string,
  names: Map<string, string>,
): { file?: ContentFile; readable?: ReadableFile; problems: ContentProblem[] } {
  const shown = `content/${relativePath}`;
  const problems: ContentProblem[] = [];
  const report = (position: Position, field: string, message: string) =>
    problems.push({ file: shown, ...position, field, message });

  const kind = contentKindOf(relativePath);
  if (!kind) {
    report(
      { line: 1, column: 1 },
      "(file)",
      "no collection or page of that name (see content/README.md)",
    );
    return { problems };
  }
  let written: FrontMatterFile;
  try {
    written = readFrontMatter(source);
  } catch (error) {
    const yamlError = frontMatterError(error);
    if (!yamlError) throw error;
    report(yamlError.position, "(front matter)", yamlError.message);
    return { problems };
  }

  for (const { path: field, text, position } of written.texts()) {
    if (curlyQuoted.test(text)) {
      report(
        position,
        field.join("."),
        'is wrapped in curly quotes (“ ”), which would show on the page: put straight quotes (") around it instead',
      );
    }
    for (const { index, message } of placeholderProblems(text, names)) {
      report({ line: position.line, column: position.column + index }, field.join("."), message);
    }
  }
  const schema = schemaOf(kind);
  const filled = fillData(written.data, names);
  const result = schema.safeParse(filled);
  const described = result.success
    ? []
    : result.error.issues.flatMap((issue) => describeIssue(issue, schema, filled));
  // A misspelt field is one mistake: its "did you mean" says what the missing field is.
  const meant = new Set(
    described.flatMap(({ path, meant }) =>
      meant ? [[...path.slice(0, -1), meant].join(".")] : [],
    ),
  );
  for (const { path, atKey, message } of described) {
    const field = path.join(".");
    if (message === "is required" && meant.has(field)) continue;
    report(atKey ? written.keyAt(path) : written.valueAt(path), field || "(front matter)", message);
  }

  const links = checkBody(written, bodyUse[kind], names, (position, message) =>
    report(position, "(body)", message),
  );
  const readable = { source, written };
  if (problems.length > 0) return { readable, problems };
  return {
    file: { ...readable, data: result.data, body: fill(written.body, names).text, links },
    readable,
    problems,
  };
}

/** The body's problems: present where pages show it, no HTML, names, pictures. */
function checkBody(
  written: FrontMatterFile,
  use: BodyAs,
  names: Map<string, string>,
  report: (position: Position, message: string) => void,
): BodyLink[] {
  const bodyStart = { line: written.bodyLine, column: 1 };
  const hasBody = written.body.trim() !== "";
  if (use === "none" && hasBody) {
    report(bodyStart, "no page shows text below the front matter here; remove it");
  }
  if (use !== "none" && !hasBody) {
    report(bodyStart, "is required: the text below the front matter is what the page shows");
  }
  const lines = proseLines(written.body);
  for (const found of htmlTags(lines, written.bodyLine)) report(found, found.message);
  lines.forEach((line, index) => {
    for (const { index: column, message } of placeholderProblems(line, names)) {
      report({ line: written.bodyLine + index, column: column + 1 }, message);
    }
  });
  const { links, images } = linksAndImages(lines, written.bodyLine);
  for (const image of images) {
    const check = imageSchema.safeParse({ src: image.src, alt: image.alt });
    for (const issue of check.error?.issues ?? []) {
      report(image, `picture ${image.src}: ${issue.path.join(".")} ${issue.message}`);
    }
  }
  return links;
}

/**
 * A file as the checks and pages read it: Windows line endings (CRLF) and the byte-order mark
 * some Windows editors write are the editor's business, not the content's.
 */
const normalisedSource = (source: string) => source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

/** The field that places an item in its folder (and on its page): `id`, `order` or `step`. */
export const identityField = (data: unknown) =>
  (["id", "order", "step"] as const).find((key) => key in (data as object));

/** Reads and validates every file of a content folder (pictures from public/ beside it). */
export function readContentTree(contentDir: string): ContentTree {
  return withImagesDir(path.join(contentDir, "..", "public"), () => readTree(contentDir));
}

function readTree(contentDir: string): ContentTree {
  const files = new Map<string, ContentFile>();
  const readable = new Map<string, ReadableFile>();
  const problems: ContentProblem[] = [];
  const read = (relativePath: string) =>
    normalisedSource(readFileSync(path.join(contentDir, relativePath), "utf8"));
  let settings: unknown = {};
  try {
    settings = readFrontMatter(read(settingsFile)).data;
  } catch {
    // Reported with the settings file below; names stay unfilled meanwhile.
  }
  const names = placeholderValues(settings);

  const listed = listContentFiles(contentDir);
  problems.push(...listed.problems);
  const seen = new Map<string, string>();
  for (const relativePath of listed.files) {
    const parsed = parseContentFile(read(relativePath), relativePath, names);
    problems.push(...parsed.problems);
    if (parsed.readable) readable.set(relativePath, parsed.readable);
    if (!parsed.file) continue;
    files.set(relativePath, parsed.file);
    const field = identityField(parsed.file.data);
    if (!field) continue;
    const key = String((parsed.file.data as Record<string, unknown>)[field]);
    const numbered = fileNumber(relativePath);
    if (numbered !== undefined && numbered !== Number(key)) {
      problems.push({
        file: `content/${relativePath}`,
        ...parsed.file.written.valueAt([field]),
        field,
        message: `is ${key}, but the file name starts with ${numbered}: make them the same number`,
      });
    }
    const slot = `${path.dirname(relativePath)}#${key}`;
    const other = seen.get(slot);
    if (other) {
      problems.push({
        file: `content/${relativePath}`,
        ...parsed.file.written.valueAt([field]),
        field,
        message: `${key} is already used by ${other}; each file in a folder needs its own`,
      });
    } else seen.set(slot, `content/${relativePath}`);
  }
  problems.push(...crossFileProblems(files));
  return { files, readable, problems };
}

type ProjectData = {
  slug?: string;
  title: string;
  summary?: string;
  cardText: string;
  services: string[];
};

/** The valid files, grouped for the checks across files, and how those report a problem. */
class CrossFile {
  readonly problems: ContentProblem[] = [];
  constructor(readonly files: Map<string, ContentFile>) {}

  folder(name: string): [string, ContentFile][] {
    return [...this.files].filter(([relativePath]) => relativePath.startsWith(`${name}/`));
  }
  get projects() {
    return [...this.folder("projects"), ...this.folder("ongoing-projects")];
  }
  report(relativePath: string, field: FieldPath | Position, message: string) {
    const place = Array.isArray(field)
      ? { ...this.files.get(relativePath)!.written.valueAt(field), field: field.join(".") }
      : { ...(field as Position), field: "(body)" };
    this.problems.push({ file: `content/${relativePath}`, ...place, message });
  }
}

/** What one file says about others: addresses, links, names of services and projects, titles. */
function crossFileProblems(files: Map<string, ContentFile>): ContentProblem[] {
  const site = new CrossFile(files);
  const slugs = referenceProblems(site);
  linkProblems(site, slugs);
  searchResultProblems(site);
  datesBeforeFounding(site);
  return site.problems;
}

/** The company's own work and its clients' words cannot be older than the company. */
function datesBeforeFounding(site: CrossFile) {
  const founded = (site.files.get(settingsFile)?.data as { founded?: number } | undefined)?.founded;
  if (founded === undefined) return;
  const tooEarly = `is before ${founded}, the year the company was founded (settings.mdx)`;
  for (const [relativePath, file] of site.folder("projects")) {
    if ((file.data as { year: number }).year < founded) {
      site.report(relativePath, ["year"], tooEarly);
    }
  }
  for (const [relativePath, file] of site.folder("testimonials")) {
    const year = Number((file.data as { date: string }).date.slice(-4));
    if (year < founded) site.report(relativePath, ["date"], tooEarly);
  }
}

/** Project addresses, and the projects and services files name; the project pages' slugs. */
function referenceProblems(site: CrossFile): string[] {
  const pageOf = new Map<string, string>();
  for (const [relativePath, file] of site.projects) {
    const slug = projectSlug(relativePath, file.data as ProjectData);
    const other = pageOf.get(slug);
    if (other) {
      site.report(
        relativePath,
        ["slug"],
        `/projects/${slug} is already the page of content/${other}`,
      );
    } else pageOf.set(slug, relativePath);
  }
  const slugs = [...pageOf.keys()];

  const services = serviceTitles(site);
  for (const [relativePath, file] of site.projects) {
    (file.data as ProjectData).services.forEach((title, index) => {
      if (!services.includes(title)) {
        site.report(
          relativePath,
          ["services", index],
          `"${title}" is not a service${didYouMean(title, services)}; the services are ${services.join(", ")}`,
        );
      }
    });
  }
  for (const [relativePath, file] of [
    ...site.folder("testimonials"),
    ...site.folder("md-projects"),
  ]) {
    const project = (file.data as { project?: string }).project;
    if (project !== undefined && !pageOf.has(project)) {
      site.report(
        relativePath,
        ["project"],
        `there is no project page /projects/${project}${didYouMean(project, slugs)}`,
      );
    }
  }
  return slugs;
}

const serviceTitles = (site: CrossFile) =>
  site.folder("services").map(([, file]) => (file.data as { title: string }).title);

/** Buttons' `href` and Markdown links in bodies: each must reach a page, and a section on it. */
function linkProblems(site: CrossFile, projectSlugs: string[]) {
  const anchorsOf = new Map<string, readonly string[]>(
    [...Object.values(routes), ...projectSlugs.map(projectPath)].map((page) => [
      page,
      pageAnchors[page] ?? [],
    ]),
  );
  anchorsOf.set(routes.services, [
    ...(pageAnchors[routes.services] ?? []),
    ...serviceTitles(site).map(serviceAnchor),
  ]);
  const problemOf = (href: string): string | undefined => {
    if (/^(https?:|mailto:|tel:)/.test(href)) return undefined;
    if (!href.startsWith("/"))
      return `"${href}": write a link to this site from its root, like /about`;
    // A search (/faq?q=change) is the page's own business: the page part must exist.
    const [address = "", anchor] = href.split("#");
    const page = address.split("?")[0] ?? "";
    const anchors = anchorsOf.get(page);
    if (!anchors) {
      return `"${href}" is not a page of this site${didYouMean(page, [...anchorsOf.keys()])}`;
    }
    if (anchor === undefined || anchors.includes(anchor)) return undefined;
    const sections = anchors.map((id) => `#${id}`);
    const known =
      sections.length > 0
        ? `${didYouMean(`#${anchor}`, sections)}; it has ${sections.join(", ")}`
        : "";
    return `"${href}": ${page} has no section #${anchor}${known}`;
  };
  for (const [relativePath, file] of site.files) {
    for (const { path: field, text } of file.written.texts()) {
      const problem = field.at(-1) === "href" ? problemOf(text) : undefined;
      if (problem) site.report(relativePath, field, problem);
    }
    for (const link of file.links) {
      const problem = problemOf(link.href);
      if (problem) site.report(relativePath, link, problem);
    }
  }
}

/** Each page's title and description as search results show them, and no two pages alike. */
function searchResultProblems(site: CrossFile) {
  const siteName =
    (site.files.get(settingsFile)?.data as { companyName?: string } | undefined)?.companyName ?? "";
  const { titleMax, descriptionMin, descriptionMax } = seoLimits;
  const pages = site.folder("pages").map(([relativePath, file]) => {
    const { title, description } = file.data as { title: string; description: string };
    return { relativePath, title, description, descriptionField: "description" };
  });
  // A project page's title and description are made from its fields; pages' own are checked by
  // their schema.
  const projectPages = site.projects.map(([relativePath, file]) => {
    const project = file.data as ProjectData;
    return {
      relativePath,
      title: titleWithSite(project.title, siteName),
      description: project.summary ?? firstSentence(project.cardText),
      descriptionField: project.summary === undefined ? "cardText" : "summary",
    };
  });
  for (const page of projectPages) {
    if (page.title.length > titleMax) {
      site.report(
        page.relativePath,
        ["title"],
        `makes the page title "${page.title}" ${page.title.length} characters; search results cut it after ${titleMax}`,
      );
    }
    const length = page.description.length;
    if (length < descriptionMin || length > descriptionMax) {
      const fromCard = page.descriptionField === "cardText";
      site.report(
        page.relativePath,
        [page.descriptionField],
        `${fromCard ? "its first sentence, the page's description," : "it"} has ${length} characters; search results show ${descriptionMin} to ${descriptionMax}${fromCard ? ": add a summary" : ""}`,
      );
    }
  }
  const owners = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const page of [...pages, ...projectPages]) {
    for (const part of ["title", "description"] as const) {
      const owner = owners[part].get(page[part]);
      const field = part === "title" ? "title" : page.descriptionField;
      if (owner) {
        site.report(
          page.relativePath,
          [field],
          `the page ${part} is the same as content/${owner}'s; each page needs its own`,
        );
      } else owners[part].set(page[part], page.relativePath);
    }
  }
}

/**
 * `npm run build` runs Vite twice (browser, then server), and each run loads vite.config.ts and
 * the plugins afresh: a module-level cache still read content/ five times per build. It is kept on
 * globalThis instead, and read again only when a file under content/ has changed since.
 */
const sharedTrees = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for("site-content-trees")
] ??= new Map()) as Map<string, { stamp: string; tree: ContentTree }>;

/** What changes when any content file or the word list changes: names, sizes and times. */
function contentStamp(contentDir: string): string {
  // Every file, content or not: a file saved as .md is a problem to report, too.
  return readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((file) => {
      const stats = statSync(path.join(contentDir, file));
      return stats.isFile() ? `${file}:${stats.size}:${stats.mtimeMs}` : "";
    })
    .join("\n");
}

/** The content folder's tree, shared by every consumer in this process. */
export function contentTree(contentDir: string): ContentTree {
  const stamp = contentStamp(contentDir);
  const known = sharedTrees.get(contentDir);
  if (known?.stamp === stamp) return known.tree;
  const tree = readContentTree(contentDir);
  sharedTrees.set(contentDir, { stamp, tree });
  return tree;
}

const sharedChecks = new Map<string, { tree: ContentTree; problems: Promise<ContentProblem[]> }>();

/** Every problem of the tree, spelling included (cspell is asynchronous; the rest is not). */
export function contentProblems(contentDir: string): Promise<ContentProblem[]> {
  const tree = contentTree(contentDir);
  const known = sharedChecks.get(contentDir);
  if (known?.tree === tree) return known.problems;
  const problems = spellingProblems(contentDir, tree.readable).then((spelling) => [
    ...tree.problems,
    ...spelling,
  ]);
  sharedChecks.set(contentDir, { tree, problems });
  return problems;
}

/** One valid file's front matter, for build tooling that needs a setting or a page's copy. */
export function contentData<T>(contentDir: string, relativePath: string): T {
  const file = contentTree(contentDir).files.get(relativePath);
  if (!file) throw new Error(`content/${relativePath} is missing or not valid`);
  return file.data as T;
}
