import { globalStyle, style } from "@vanilla-extract/css";

// The icon's box is laid out by the class it comes with (a card's tile, a detail's square); its
// drawing fills the box's content area.
export const contentIcon = style({ display: "flex" });

globalStyle(`${contentIcon}::before`, {
  content: '""',
  flex: 1,
  backgroundColor: "currentColor",
  mask: "var(--icon) center / contain no-repeat",
  "@media": {
    // Forced colours repaint backgrounds in the page's own colour: the drawing would vanish.
    "(forced-colors: active)": { forcedColorAdjust: "none", backgroundColor: "CanvasText" },
  },
});
