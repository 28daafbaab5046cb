import { globalStyle, style } from "@vanilla-extract/css";

/**
 * A drawing painted in the text's colour through a CSS image in `--icon` (`Glyph`, and
 * `ContentIcon`'s `::before`): one box for the browser to lay out instead of an SVG and its
 * shapes.
 */
export const paintedIcon = {
  backgroundColor: "currentColor",
  mask: "var(--icon) center / contain no-repeat",
  "@media": {
    // Forced colours would repaint the box's background in the page's own colour, hiding the
    // drawing; the colour it would inherit is the page's own, not theirs (the footer's light
    // marks vanished on their white): it takes their text colour.
    "(forced-colors: active)": { forcedColorAdjust: "none", backgroundColor: "CanvasText" },
  },
} as const;

export const glyph = style({ display: "block", flexShrink: 0, ...paintedIcon });

// The size an SVG's width and height attributes gave, below any class that sizes it.
globalStyle(`:where(${glyph})`, { width: "24px", height: "24px" });
