/**
 * A selected item (a tab, a chosen card) in forced colours: filled with the system's own
 * selection colours. The browser would otherwise paint it like every other item.
 * Descendants keep their authored colours under `forced-color-adjust: none` (it is inherited),
 * so an item with coloured children sets them to inherit as well.
 */
export const forcedSelected = {
  forcedColorAdjust: "none",
  background: "Highlight",
  borderColor: "Highlight",
  color: "HighlightText",
} as const;
