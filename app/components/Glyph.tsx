import type { CSSProperties } from "react";
import { glyph } from "./glyph.css";

/** A star's outline on the icons' 24-unit grid: the testimonials draw their ratings with it. */
export const starOutline =
  "M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z";

/**
 * The few interface icons the site uses (menus, arrows, contact, the social networks), drawn for
 * this site so no icon library ships to the browser: the strokes of each on a 24-unit grid, or
 * the filled shapes of a mark.
 */
const drawings = {
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  chevronLeft: '<path d="m15 6-6 6 6 6"/>',
  chevronRight: '<path d="m9 6 6 6-6 6"/>',
  chevronDown: '<path d="m6 9 6 6 6-6"/>',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5"/>',
  search: '<circle cx="11" cy="11" r="6.5"/><path d="m16 16 4.5 4.5"/>',
  mapPin:
    '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>',
  phone: '<rect x="7" y="2.5" width="10" height="19" rx="2.2"/><path d="M10.5 18h3"/>',
  mail: '<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="m3.5 7 8.5 6 8.5-6"/>',
  // A speech bubble: chat (WhatsApp), drawn here rather than a brand logo.
  chat: '<path d="M4.5 19.5 5.7 16A7.5 7.5 0 1 1 8.3 18.6Z"/><path d="M9 10.5h6M9 13.5h4"/>',
  // The social networks' marks, simplified to read at 20 px: filled shapes.
  facebook: {
    fill: '<path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z"/>',
  },
  twitter: {
    fill: '<path d="M4 4h4.6l3.7 5.1L16.7 4h2.6l-5.8 6.7L20 20h-4.6l-4.1-5.6L6.4 20H3.8l6.3-7.2L4 4Zm3 1.6 9.2 12.8h1.3L8.4 5.6H7Z"/>',
  },
  instagram:
    '<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.2" cy="6.8" r="0.6" fill="black"/>',
  linkedin: {
    fill: '<path d="M4.5 9h3v11h-3V9Zm1.5-5a1.8 1.8 0 1 1 0 3.6A1.8 1.8 0 0 1 6 4Zm4 5h2.9v1.5c.5-.9 1.6-1.8 3.3-1.8 3.1 0 3.8 2 3.8 4.7V20h-3v-5.9c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20h-3V9Z"/>',
  },
} satisfies Record<string, string | { fill: string }>;

export type GlyphName = keyof typeof drawings;

/** Each drawing as a CSS image, for the glyph's box to paint the text's colour through. */
const images = Object.fromEntries(
  Object.entries(drawings).map(([name, drawing]) => {
    const paint =
      typeof drawing === "string"
        ? "fill='none' stroke='black' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'"
        : "fill='black'";
    const shapes = typeof drawing === "string" ? drawing : drawing.fill;
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${paint}>${shapes.replaceAll('"', "'")}</svg>`;
    return [name, `url("data:image/svg+xml,${svg.replace(/[<>#%{}]/g, encodeURIComponent)}")`];
  }),
) as Record<GlyphName, string>;

/**
 * An interface icon: one box, 24 px unless `className` sizes it, painting the text's colour
 * through the drawing (an inline SVG was two to three more objects for the first layout, #26).
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <span
      className={className ? `${glyph} ${className}` : glyph}
      aria-hidden="true"
      style={{ "--icon": images[name] } as CSSProperties}
    />
  );
}
