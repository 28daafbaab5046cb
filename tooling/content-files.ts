/**
 * Which files under content/ are content, and what is wrong with the names of the others: a
 * file the site would silently ignore (saved as .md, a Word document, an editor's backup) or an
 * address that would carry spaces and capitals is a problem at that file, with the name to use.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { hyphenated } from "../app/navigation";
import type { ContentProblem } from "./content-problems";
import { singletonSchemas } from "./content-schemas";

/** Files of content/ itself that are not content: the guide and the spelling list. */
const notContent = new Set(["README.md", "words.txt"]);

/** What operating systems leave in folders by themselves; they never reach the repository. */
const systemLitter = new Set([".DS_Store", "Thumbs.db", "desktop.ini"]);

/** Copies editors keep while a file is open or after saving (Vim, Emacs, Office, merge tools). */
const editorBackup = /(~|\.swp|\.swo|\.bak|\.orig|\.tmp)$|^~\$|^\.?#.*#$/;

/** A collection item's name: its number, then lowercase words joined by hyphens. */
const itemName = /^\d+-[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/;

/** The name an item's file should have: `07 Site Visits.MDX` -> `07-site-visits.mdx`. */
function suggestedItemName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, "");
  const [, number = "", words = stem] = /^(\d+)[\s_-]*(.*)$/.exec(stem) ?? [];
  const wordsPart = hyphenated(words) || "item";
  return `${number ? `${number}-` : ""}${wordsPart}.mdx`;
}

/**
 * Every .mdx file to read (paths with "/", sorted), and a problem for each file that is not
 * one, or whose name is not one the site can use.
 */
export function listContentFiles(contentDir: string): {
  files: string[];
  problems: ContentProblem[];
} {
  const files: string[] = [];
  const problems: ContentProblem[] = [];
  const report = (relativePath: string, message: string) =>
    problems.push({
      file: `content/${relativePath}`,
      line: 1,
      column: 1,
      field: "(file)",
      message,
    });

  const entries = readdirSync(contentDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relativePath = path
      .relative(contentDir, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join("/");
    const { name } = entry;
    const nested = relativePath.includes("/");
    if (systemLitter.has(name) || (!nested && notContent.has(name))) continue;
    if (editorBackup.test(name)) {
      report(relativePath, "is a copy an editor keeps while working, not content: delete it");
      continue;
    }
    if (!name.endsWith(".mdx")) {
      const extension = path.extname(name);
      const renamed = `${name.slice(0, name.length - extension.length)}.mdx`;
      report(
        relativePath,
        extension.toLowerCase() === ".md" || extension.toLowerCase() === ".mdx"
          ? `the site reads only files ending in .mdx (lowercase), so it ignores this one: rename it to ${nested ? suggestedItemName(name) : renamed}`
          : `the site reads only .mdx files, so it ignores this one: write its text into an .mdx file (see content/README.md), or move it out of content/`,
      );
      continue;
    }
    const page = relativePath.replace(/\.mdx$/, "") in singletonSchemas;
    if (nested && !page && !itemName.test(name)) {
      report(
        relativePath,
        `a file name is its number and lowercase words joined by hyphens (it becomes a page's address): rename it to ${suggestedItemName(name)}`,
      );
    }
    files.push(relativePath);
  }
  return { files: files.sort(), problems };
}

/**
 * The number a collection item's file name starts with, which the guide asks to match its `id`,
 * `order` or `step`: `faqs/11-site-visits.mdx` -> 11.
 */
export function fileNumber(relativePath: string): number | undefined {
  const match = /^(\d+)-/.exec(relativePath.split("/").pop() ?? "");
  return match ? Number(match[1]) : undefined;
}
