/**
 * Spelling, in British English (which Indian English writes): front-matter text and bodies are
 * checked with cspell against its dictionaries and the project's own word list, content/words.txt,
 * for names and places (Gachibowli, Vastu, GHMC). An unknown word is a problem at its place.
 * Words in other scripts (Telugu, Devanagari, Urdu's Arabic) are not checked.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  combineTextAndLanguageSettings,
  finalizeSettings,
  getDefaultSettings,
  mergeSettings,
  validateText,
  type CSpellSettings,
} from "cspell-lib";
import { proseLines } from "./body-checks";
import type { ContentProblem } from "./content-problems";
import { placeholderPattern } from "./placeholders";
import type { ReadableFile } from "./front-matter";

export const wordListFile = "words.txt";

/** Fields whose values are addresses, names of things in code, or fixed choices, not prose. */
const notProseFields = new Set([
  "src",
  "href",
  "slug",
  "project",
  "icon",
  "email",
  "phone",
  "whatsapp",
  "opens",
  "closes",
  "days",
  "kind",
  "type",
  "category",
  "postalCode",
  "facebook",
  "twitter",
  "instagram",
  "linkedin",
]);
const isProse = (field: readonly (string | number)[]) =>
  // A project's `services` list names services by their titles, which the content check matches.
  !notProseFields.has(String(field.at(-1))) && !(field[0] === "services" && field.length === 2);

/** Letters of any script but Latin (digits, punctuation and combining marks are shared). */
const otherScripts = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/gu;

/** Hyderabad's localities, common Indian names and words, kept with the code (tooling/words/). */
const sharedWordLists = ["hyderabad-places.txt", "indian-names.txt", "indian-words.txt"].map(
  (name) => path.join(import.meta.dirname, "words", name),
);

/** A word list: one per line; blank lines and lines starting with # are skipped. */
const wordsIn = (file: string): string[] =>
  existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "" && !line.startsWith("#"))
    : [];

/** The shared lists and the copywriters' own, content/words.txt. */
const projectWords = (contentDir: string): string[] => [
  ...sharedWordLists.flatMap(wordsIn),
  ...wordsIn(path.join(contentDir, wordListFile)),
];

const loadedSettings = new Map<string, Promise<CSpellSettings>>();
function settingsFor(words: string[]): Promise<CSpellSettings> {
  const key = words.join("\n");
  let settings = loadedSettings.get(key);
  if (!settings) {
    settings = getDefaultSettings().then((defaults) =>
      finalizeSettings(
        combineTextAndLanguageSettings(mergeSettings(defaults, { language: "en-GB", words }), "", [
          "plaintext",
        ]),
      ),
    );
    loadedSettings.set(key, settings);
  }
  return settings;
}

/**
 * The file with everything but its prose blanked out (newlines kept), so that cspell's offsets
 * are the file's, and which field each stretch of prose belongs to.
 */
function proseOf(file: ReadableFile): { text: string; fields: { start: number; field: string }[] } {
  const characters = file.source.replace(/[^\n]/g, " ").split("");
  const fields: { start: number; field: string }[] = [];
  for (const { path: field, start, end } of file.written.texts()) {
    if (!isProse(field)) continue;
    for (let index = start; index < end; index++) characters[index] = file.source[index]!;
    fields.push({ start, field: field.join(".") });
  }
  const { bodyStart } = file.written;
  fields.push({ start: bodyStart, field: "(body)" });
  const lines = proseLines(file.source.slice(bodyStart)).map((line) =>
    // Link and picture addresses are not words.
    line.replace(/\]\([^)]*\)/g, (target) => " ".repeat(target.length)),
  );
  let offset = bodyStart;
  for (const line of lines) {
    for (let index = 0; index < line.length; index++) characters[offset + index] = line[index]!;
    offset += line.length + 1;
  }
  // A placeholder names a settings field; the placeholder check covers its spelling. Only
  // Latin-script words are English: Telugu, Hindi or Urdu (a name, a greeting) are left alone.
  const text = characters
    .join("")
    .replace(placeholderPattern, (name) => " ".repeat(name.length))
    .replace(otherScripts, (letter) => " ".repeat(letter.length));
  return { text, fields: fields.sort((a, b) => a.start - b.start) };
}

/** Every unknown word in the files, with the dictionary's best guess when it has one. */
export async function spellingProblems(
  contentDir: string,
  files: Map<string, ReadableFile>,
): Promise<ContentProblem[]> {
  const settings = await settingsFor(projectWords(contentDir));
  const problems: ContentProblem[] = [];
  for (const [relativePath, file] of files) {
    const { text, fields } = proseOf(file);
    const issues = await validateText(text, settings, {
      generateSuggestions: true,
      numSuggestions: 1,
    });
    for (const issue of issues) {
      const before = text.slice(0, issue.offset);
      const line = before.split("\n").length;
      const column = issue.offset - before.lastIndexOf("\n");
      const field = fields.filter(({ start }) => start <= issue.offset).at(-1)?.field ?? "(body)";
      const [suggestion] = issue.suggestions ?? [];
      problems.push({
        file: `content/${relativePath}`,
        line,
        column,
        field,
        message:
          `"${issue.text}" is not in the British English dictionary` +
          (suggestion ? ` (did you mean "${suggestion}"?)` : "") +
          `; if it is spelt right, add it on its own line to content/${wordListFile}`,
      });
    }
  }
  return problems;
}
