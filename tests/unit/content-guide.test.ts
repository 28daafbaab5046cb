/**
 * The copywriters' guide, content/README.md, shows what to write: each example marked
 * `<!-- example: faqs/03-unexpected-issues.mdx -->` is written into a copy of the site's content
 * at that file (a whole file, or fields merged into it) and must pass the check as it stands.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import matter from "gray-matter";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { formatProblem } from "../../tooling/content-problems";
import { contentProblems } from "../../tooling/content-tree";

const root = path.resolve(import.meta.dirname, "../..");
const guide = readFileSync(path.join(root, "content/README.md"), "utf8");

/** Each marked example: the file it belongs to and its text, its list indentation removed. */
const examples = [
  ...guide.matchAll(/^( *)<!-- example: (\S+) -->\n\n\1```(?:mdx|yaml)\n([\s\S]*?)\n\1```/gm),
].map(([, indent = "", file = "", text = ""]) => ({
  file,
  text: text
    .split("\n")
    .map((line) => line.slice(indent.length))
    .join("\n"),
}));

type Data = Record<string, unknown>;
const isGroup = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The example's fields written over the file's, group by group. */
function merged(file: Data, example: Data): Data {
  const result = { ...file };
  for (const [key, value] of Object.entries(example)) {
    result[key] = isGroup(value) && isGroup(result[key]) ? merged(result[key], value) : value;
  }
  return result;
}

/** A copy of content/ beside public/, with a JPEG for each photo the example names. */
async function siteWith(example: { file: string; text: string }): Promise<string> {
  const site = mkdtempSync(path.join(tmpdir(), "guide-example-"));
  const content = path.join(site, "content");
  cpSync(path.join(root, "content"), content, { recursive: true });
  const publicDir = path.join(site, "public");
  mkdirSync(path.join(publicDir, "photos"), { recursive: true });
  for (const entry of readdirSync(path.join(root, "public"))) {
    if (entry !== "photos")
      symlinkSync(path.join(root, "public", entry), path.join(publicDir, entry));
  }
  // The company's photographs do not exist yet: the example stands for the copywriter's own.
  for (const [, name] of example.text.matchAll(/\/photos\/([\w-]+\.jpg)/g)) {
    const portrait = name!.startsWith("managing-director");
    await sharp({
      create: {
        width: portrait ? 1000 : 2400,
        height: portrait ? 1250 : 1600,
        channels: 3,
        background: "#8a7560",
      },
    })
      .jpeg()
      .toFile(path.join(publicDir, "photos", name!));
  }

  const target = path.join(content, example.file);
  const wholeFile = example.text.startsWith("---\n");
  const written = wholeFile
    ? matter(example.text)
    : { data: parse(example.text) as Data, content: "" };
  let existing: { data: Data; content: string } = { data: {}, content: "" };
  try {
    existing = matter(readFileSync(target, "utf8")) as unknown as typeof existing;
  } catch {
    // a new file
  }
  const body = written.content.trim() === "" ? existing.content : written.content;
  writeFileSync(
    target,
    `---\n${stringify(merged(existing.data, written.data as Data))}---\n${body}`,
  );
  return content;
}

describe("the examples in content/README.md", () => {
  it("are found: one per kind of change the guide shows", () => {
    expect(examples.map((example) => example.file)).toEqual([
      "faqs/03-unexpected-issues.mdx",
      "pages/about.mdx",
      "projects/09-riverside-pavilion-narsingi.mdx",
      "projects/01-stone-fin-office-madhapur.mdx",
      "projects/02-courtyard-villa-jubilee-hills.mdx",
      "settings.mdx",
      "home-highlights/02-award-winning-projects.mdx",
    ]);
  });

  it.each(examples)(
    "$file: written as the guide shows, passes the check",
    { timeout: 60_000 },
    async (example) => {
      const content = await siteWith(example);
      expect((await contentProblems(content)).map(formatProblem)).toEqual([]);
    },
  );
});
