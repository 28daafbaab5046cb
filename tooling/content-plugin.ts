/**
 * Validates every file under content/ against its schema before anything is bundled, so a bad
 * content edit fails `npm run build` (and CI) with the file, the field and the reason. MDX files
 * are then handed to @mdx-js/rollup with their front matter turned into `export const frontmatter`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Plugin } from "vite";
import type { z } from "zod";
import { schemaFor } from "../app/content/schemas";

type Parsed = { ok: true; data: unknown; body: string } | { ok: false; problems: string[] };

export function parseContentFile(source: string, relativePath: string): Parsed {
  const schema = schemaFor(relativePath);
  if (!schema) {
    return { ok: false, problems: ["no collection or page of that name (see content/README.md)"] };
  }
  let file: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's cache, which would hide edits in watch mode.
    file = matter(source, {});
  } catch (error) {
    return { ok: false, problems: [`front matter is not valid YAML: ${(error as Error).message}`] };
  }
  const result = schema.safeParse(file.data);
  if (!result.success) return { ok: false, problems: describeIssues(result.error) };
  return { ok: true, data: result.data, body: file.content };
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(front matter)";
    const message =
      issue.code === "invalid_type" && issue.input === undefined ? "is required" : issue.message;
    return `${field}: ${message}`;
  });
}

function contentFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

const identity = (data: unknown) => {
  const record = data as Record<string, unknown>;
  return record.id ?? record.order ?? record.step;
};

/** Every problem in a content folder, one line per file and field, ready to print. */
export function validateContentTree(contentDir: string): string[] {
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
    const key = identity(parsed.data);
    if (key === undefined) continue;
    const slot = `${path.dirname(relativePath)}#${String(key)}`;
    const other = seen.get(slot);
    if (other) problems.push(`${shown}: id/order ${String(key)} is already used by ${other}`);
    else seen.set(slot, shown);
  }
  return problems;
}

export function contentPlugin(): Plugin {
  let contentDir = "";
  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      contentDir = path.join(config.root, "content");
    },
    buildStart() {
      const problems = validateContentTree(contentDir);
      if (problems.length > 0) {
        this.error(`Content is not valid:\n  ${problems.join("\n  ")}`);
      }
    },
    transform(source, id) {
      if (!id.startsWith(contentDir + path.sep) || !id.endsWith(".mdx")) return;
      const relativePath = path.relative(contentDir, id).split(path.sep).join("/");
      const parsed = parseContentFile(source, relativePath);
      if (!parsed.ok) {
        this.error(`content/${relativePath}:\n  ${parsed.problems.join("\n  ")}`);
      }
      // Keep the body on its original lines so MDX syntax errors point at the right line.
      const frontMatterLines = source.slice(0, source.length - parsed.body.length).split("\n");
      const padding = "\n".repeat(Math.max(frontMatterLines.length - 1, 1));
      return {
        code: `export const frontmatter = ${JSON.stringify(parsed.data)};${padding}${parsed.body}`,
        map: null,
      };
    },
  };
}
