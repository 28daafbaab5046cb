/**
 * Names written once: any text in content may say ((companyName)), ((shortName)),
 * ((managingDirector.name)) … and the build writes in that field of settings.mdx. Double round
 * brackets mean nothing to YAML, Markdown or MDX, so a file reads the same in every editor and a
 * renamed company is a one-line diff.
 */
import { closestOption } from "./content-problems";

/** Slots a page fills in itself (as links, or a project's name); see their fields in schemas.ts. */
const pageSlots = ["phone", "email", "project"];

/** `((companyName))`: a settings field between double round brackets. */
export const placeholderPattern = /\(\(([^()\s]*)\)\)/g;

/** Every text field of the settings by its path: "companyName", "managingDirector.name", … */
export function placeholderValues(settings: unknown): Map<string, string> {
  const values = new Map<string, string>();
  const visit = (value: unknown, path: string) => {
    if (typeof value === "string" && path) values.set(path, value);
    else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(settings, "");
  // A setting may itself name another one (the blurb names the company).
  for (const [path, value] of values) values.set(path, fill(value, values).text);
  return values;
}

export type UnknownPlaceholder = { index: number; message: string };

/** The text with every known placeholder written in, and where the unknown ones are. */
export function fill(
  text: string,
  values: Map<string, string>,
): { text: string; unknown: UnknownPlaceholder[] } {
  const unknown: UnknownPlaceholder[] = [];
  const filled = text.replace(placeholderPattern, (written, name: string, index: number) => {
    const value = values.get(name);
    if (value !== undefined && !value.includes("((")) return value;
    if (value !== undefined) return written;
    const meant = closestOption(name, [...values.keys()]);
    unknown.push({
      index,
      message:
        `${written} is not a field of settings.mdx` +
        (meant ? ` (did you mean ((${meant}))?)` : "; see content/README.md for the names"),
    });
    return written;
  });
  // A bracket short on either side would be shown as it is: ((companyName) or (companyName)).
  for (const match of text.matchAll(/(?<!\()(\(?)\(([A-Za-z][\w.]*)\)(\)?)(?!\))/g)) {
    const [written, open, name, close] = match as unknown as [string, string, string, string];
    const meant = values.has(name) ? name : closestOption(name, [...values.keys()]);
    if (!open === !close || !meant) continue;
    unknown.push({
      index: match.index,
      message: `${written} is missing a bracket: write ((${meant}))`,
    });
  }
  // The page's own slots need both braces: "{project" or "project}" would be shown as it is.
  for (const match of text.matchAll(/\{(\w+)(?!\w|\})|(?<!\{|\w)(\w+)\}/g)) {
    const name = match[1] ?? match[2]!;
    if (!pageSlots.includes(name)) continue;
    unknown.push({
      index: match.index,
      message: `${match[0]} is missing a brace: write {${name}}`,
    });
  }
  // A settings name in curly braces would be shown as it is, braces and all.
  for (const match of text.matchAll(/\{([\w.]+)\}/g)) {
    const meant = closestOption(match[1]!, [...values.keys()]);
    if (meant && !pageSlots.includes(match[1]!)) {
      unknown.push({
        index: match.index,
        message: `${match[0]} is not filled in; names from settings.mdx are written ((${meant}))`,
      });
    }
  }
  return { text: filled, unknown };
}

/** A copy of front-matter data with the placeholders of every text written in. */
export function fillData(data: unknown, values: Map<string, string>): unknown {
  if (typeof data === "string") return fill(data, values).text;
  if (Array.isArray(data)) return data.map((item) => fillData(item, values));
  if (data && typeof data === "object") {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, fillData(value, values)]),
    );
  }
  return data;
}
