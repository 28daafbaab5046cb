/**
 * What the content check reads in a Markdown body, line by line: characters MDX would take for
 * code, pictures and their alt text, and the links other checks follow.
 */
import type { Position } from "./content-problems";

export type Found = Position & { message: string };
export type BodyLink = Position & { href: string };
export type BodyImage = Position & { src: string; alt: string };

/** The body's lines with code (fenced blocks and `inline` spans) blanked out, keeping columns. */
export function proseLines(body: string): string[] {
  let fence: string | undefined;
  return body.split("\n").map((line) => {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker && (fence === undefined || fence === marker)) {
      fence = fence === undefined ? marker : undefined;
      return "";
    }
    if (fence !== undefined) return "";
    return line.replace(/(`+)(.+?)\1/g, (code) => " ".repeat(code.length));
  });
}

/** Characters MDX reads as code: `{` opens an expression and `<` before a letter opens a tag. */
export function codeLikeCharacters(lines: string[], firstLine: number): Found[] {
  const found: Found[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/(?<!\\)(\{|<(?=\S))/g)) {
      const position = { line: firstLine + index, column: match.index + 1 };
      found.push({
        ...position,
        message:
          match[0] === "{"
            ? 'MDX reads "{" as the start of code: reword it, or write \\{ to show the brace'
            : `MDX reads "${/^<[^\s>]*>?/.exec(line.slice(match.index))?.[0]}" as an HTML tag: use Markdown instead, or write \\< to show the symbol`,
      });
    }
  });
  return found;
}

/** Markdown links and pictures, `[text](/about#team)` and `![alt](/art/x.svg)`. */
export function linksAndImages(
  lines: string[],
  firstLine: number,
): { links: BodyLink[]; images: BodyImage[] } {
  const links: BodyLink[] = [];
  const images: BodyImage[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/(!?)\[([^\]]*)\]\(\s*([^)\s]*)[^)]*\)/g)) {
      const [, bang, text = "", target = ""] = match;
      const position = { line: firstLine + index, column: match.index + 1 };
      if (bang) images.push({ ...position, src: target, alt: text });
      else links.push({ ...position, href: target });
    }
    const definition = /^\s*\[[^\]]+\]:\s*(\S+)/.exec(line);
    if (definition?.[1]) {
      links.push({
        line: firstLine + index,
        column: line.indexOf(definition[1]) + 1,
        href: definition[1],
      });
    }
  });
  return { links, images };
}
