/**
 * What the content check reads in a Markdown body, line by line: HTML the page would leave out,
 * pictures and their alt text, and the links other checks follow.
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

/**
 * HTML tags, which pages leave out: bodies are read as plain Markdown, so `<br>` would vanish
 * without a word. A "<" before a space or a digit is text, as are braces.
 */
export function htmlTags(lines: string[], firstLine: number): Found[] {
  const found: Found[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/(?<!\\)<[/!?]?[A-Za-z][^\s>]*>?/g)) {
      found.push({
        line: firstLine + index,
        column: match.index + 1,
        message: `"${match[0]}" is HTML, which the page leaves out: use Markdown instead (a link is [words](address)), or write \\< to show the symbol`,
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
