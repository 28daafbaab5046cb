/** Cuts text to at most `limit` characters and marks the cut with an ellipsis. */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

/** "Kondapur, Serilingampally" becomes "Kondapur, Hyderabad": the area, then the city. */
export function formatLocation(location: string, city = "Hyderabad"): string {
  const area = location.split(",")[0]?.trim() ?? "";
  return area ? `${area}, ${city}` : city;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The readable text of trusted HTML rendered from content, for search and truncation. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d|blockquote)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x?[\da-f]+|\w+);/gi, (match, entity: string) => {
      if (entity.startsWith("#")) {
        const hex = entity[1]?.toLowerCase() === "x";
        return String.fromCodePoint(parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10));
      }
      return entities[entity] ?? match;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The first sentence of a paragraph: a page's description when none is written. */
export function firstSentence(text: string): string {
  const match = /^.+?[.!?](?=\s|$)/.exec(text.trim());
  return match ? match[0] : text.trim();
}

const noBreakSpace = "\u00a0";

/**
 * Keeps a figure with its unit ("2,400 sq ft", "₹65.2 lakh", "5 kW") and "sq ft" itself on one
 * line: on a narrow phone a unit alone at the start of a line reads as a different number.
 */
export function keepUnitsTogether(text: string): string {
  return text
    .replace(/\bsq ft\b/g, `sq${noBreakSpace}ft`)
    .replace(/(\d) (?=sq\u00a0ft|lakh|crore|kW|BHK|months)/g, `$1${noBreakSpace}`);
}
