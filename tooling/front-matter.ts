/**
 * A content file split by gray-matter into front matter and body, with the YAML read by the
 * `yaml` package so that every value keeps its place: a problem found in the data can then be
 * reported at the line and column where the copywriter wrote it.
 */
import matter from "gray-matter";
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  YAMLError,
} from "yaml";
import type { Position } from "./content-problems";

export type FieldPath = readonly (string | number)[];

export type FrontMatterFile = {
  data: unknown;
  body: string;
  /** Where the body starts in the file: its offset and its line. */
  bodyStart: number;
  bodyLine: number;
  /** Where a field's value is written; for a missing field, where its parent is. */
  valueAt(path: FieldPath): Position;
  /** Where a field's name is written (for a field that should not be there). */
  keyAt(path: FieldPath): Position;
  /** Every text value in the front matter: its field, its value, and where it is written. */
  texts(): { path: FieldPath; text: string; position: Position; start: number; end: number }[];
};

/** A file whose front matter is YAML, valid or not: enough to check its spelling. */
export type ReadableFile = { source: string; written: FrontMatterFile };

export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

const fileStart: Position = { line: 1, column: 1 };

/** Reads a content file; throws FrontMatterError, with its position, if the YAML is broken. */
export function readFrontMatter(source: string): FrontMatterFile {
  const lineCounter = new LineCounter();
  let document: Document | undefined;
  // Options (here `engines`) also turn off gray-matter's cache, which would hide edits in watch mode.
  const file = matter(source, {
    engines: {
      yaml: (text: string) => {
        document = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
        const [error] = document.errors;
        if (error) throw error;
        return (document.toJS() ?? {}) as object;
      },
    },
  });
  // gray-matter's `matter` is the text right after the opening `---`, so its lines are the file's.
  const yamlOffset = source.indexOf(file.matter);
  const toPosition = (yamlIndex: number): Position => {
    const { line, col } = lineCounter.linePos(yamlIndex);
    return { line, column: col };
  };
  const bodyStart = source.length - file.content.length;
  const bodyLine = source.slice(0, bodyStart).split("\n").length;

  function nodeRange(path: FieldPath, part: "key" | "value"): [number, number] | undefined {
    if (!document) return undefined;
    for (let depth = path.length; depth > 0; depth--) {
      const parent = document.getIn(path.slice(0, depth - 1), true);
      const last = path[depth - 1];
      const item = isMap(parent)
        ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === last)
        : isSeq(parent)
          ? parent.items[Number(last)]
          : undefined;
      if (!item) continue;
      // A field that is missing deeper down is reported at the deepest part that exists.
      const wanted = depth === path.length ? part : "key";
      const node = isPair(item) ? (wanted === "key" ? item.key : (item.value ?? item.key)) : item;
      const range = (node as { range?: [number, number, number] } | null)?.range;
      if (range) return [range[0], range[1]];
    }
    return undefined;
  }
  const at = (path: FieldPath, part: "key" | "value"): Position => {
    const range = nodeRange(path, part);
    return range ? toPosition(range[0]) : fileStart;
  };

  return {
    data: file.data,
    body: file.content,
    bodyStart,
    bodyLine,
    valueAt: (path) => at(path, "value"),
    keyAt: (path) => at(path, "key"),
    texts() {
      const found: ReturnType<FrontMatterFile["texts"]> = [];
      const visit = (node: unknown, path: FieldPath) => {
        if (isScalar(node)) {
          if (typeof node.value === "string" && node.range) {
            // The text's own characters start after an opening quote.
            const quoted = node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE";
            const start = node.range[0] + (quoted ? 1 : 0);
            found.push({
              path,
              text: node.value,
              position: toPosition(start),
              start: yamlOffset + node.range[0],
              end: yamlOffset + node.range[1],
            });
          }
          return;
        }
        const items = (node as { items?: unknown[] } | null)?.items;
        items?.forEach((item, index) => {
          if (isPair(item)) {
            const key = isScalar(item.key) ? String(item.key.value) : String(index);
            visit(item.value, [...path, key]);
          } else visit(item, [...path, index]);
        });
      };
      visit(document?.contents, []);
      return found;
    },
  };
}

/** What the YAML parser's complaints mean for someone writing a content file, and the fix. */
function plainReason(error: YAMLError): string {
  switch (error.code) {
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return 'a value that contains a colon needs quotes: put the whole value in double quotes, like question: "Timing: how long?" (if this line is a field of its own, line it up with the fields around it)';
    case "DUPLICATE_KEY":
      return "this field is written twice in the front matter: keep one of them";
    case "MISSING_CHAR":
      return /quote/.test(error.message)
        ? 'a quote mark opened on this line is never closed: end the value with the same straight quote (")'
        : "a bracket opened above is never closed: close it, or put the value in double quotes";
    case "TAB_AS_INDENT":
      return "this line is indented with a tab: indent with spaces (two for each level), as the other lines are";
    case "BAD_SCALAR_START": {
      const character = /character (\S)/.exec(error.message)?.[1] ?? "this character";
      return `a value cannot start with ${character}: put the whole value in double quotes`;
    }
    case "BAD_DQ_ESCAPE":
      return "a backslash (\\) inside double quotes starts a special character: write two backslashes, or put the value in single quotes";
    case "UNEXPECTED_TOKEN":
      return "there is more text after the closing quote: the whole value goes inside the quotes";
    case "BAD_INDENT":
      return "this line is not indented like the lines around it: line it up with the other fields at its level";
    default:
      return "this line cannot be read as a field and its value: check the colon after the field's name, the quotes, and the indentation";
  }
}

/** Turns a YAML error into a FrontMatterError at its place in the file, in plain words. */
export function frontMatterError(error: unknown): FrontMatterError | undefined {
  if (!(error instanceof YAMLError)) return undefined;
  const [start] = error.linePos ?? [];
  const position = start ? { line: start.line, column: start.col } : fileStart;
  return new FrontMatterError(plainReason(error), position);
}
