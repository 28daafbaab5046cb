import type { ReactNode } from "react";

/**
 * A star's outline on the icons' 24-unit grid, moved `left` units along: the testimonials draw
 * their ratings with it. Relative after its first point, so stars join into one path.
 */
export function starOutline(left = 0): string {
  return `M${Number((12 + left).toFixed(2))} 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1-5.4-2.9-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z`;
}

/**
 * The few interface icons the browser needs (menus, arrows, contact), drawn for this site so no icon
 * library ships to the browser. Content icons are rendered on the server instead.
 */
const drawings = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevronLeft: <path d="m15 6-6 6 6 6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  // one path per glyph, circles and rectangles as arcs: fewer elements in every page's first layout
  search: <path d="M4.5 11a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0-13 0zM16 16l4.5 4.5" />,
  mapPin: (
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM9.7 10a2.3 2.3 0 1 0 4.6 0a2.3 2.3 0 1 0-4.6 0z" />
  ),
  phone: (
    <path d="M9.2 2.5h5.6a2.2 2.2 0 0 1 2.2 2.2v14.6a2.2 2.2 0 0 1-2.2 2.2H9.2A2.2 2.2 0 0 1 7 19.3V4.7a2.2 2.2 0 0 1 2.2-2.2zM10.5 18h3" />
  ),
  mail: (
    <path d="M5 5.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2zM3.5 7l8.5 6 8.5-6" />
  ),
  // A speech bubble: chat (WhatsApp), drawn here rather than a brand logo.
  chat: <path d="M4.5 19.5 5.7 16A7.5 7.5 0 1 1 8.3 18.6ZM9 10.5h6M9 13.5h4" />,
} satisfies Record<string, ReactNode>;

export type GlyphName = keyof typeof drawings;

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
