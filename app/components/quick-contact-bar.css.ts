import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";
import { focusRingInset } from "#app/styles/focus.css";

/** The bar's height; the page keeps this much room below its end so nothing stays under it. */
export const quickContactHeight = "3.5rem";

export const bar = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.backdrop,
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  height: quickContactHeight,
  paddingBottom: "env(safe-area-inset-bottom)",
  background: vars.color.ink,
  boxShadow: "0 -2px 12px rgba(28, 35, 33, 0.18)",
  // Phones held upright only: on a short screen the menu offers the same two links.
  "@media": { [media.medium]: { display: "none" }, [media.short]: { display: "none" } },
  selectors: {
    // The phone's keyboard is up: the bar would sit on it, over the field or the form's button.
    "body:has(:is(input, textarea, select):focus) &": { display: "none" },
  },
});

export const action = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  color: vars.color.textOnDark,
  fontWeight: 600,
  textDecoration: "none",
  selectors: {
    "& + &": { borderInlineStart: "1px solid rgba(255, 255, 255, 0.2)" },
    "&:focus-visible": focusRingInset,
  },
});

export const icon = style({ width: "1.25rem", height: "1.25rem" });

/** Where the bar shows: phones held upright (the bar's own media queries, turned round). */
export const phonesWithBar = "screen and (max-width: 767px) and (min-height: 513px)";

// Room below the page's end, and for whatever is scrolled into view, so the bar covers nothing.
globalStyle(`body:has(${bar})`, {
  "@media": { [phonesWithBar]: { paddingBottom: quickContactHeight } },
});
globalStyle(`html:has(${bar})`, {
  "@media": { [phonesWithBar]: { scrollPaddingBottom: `calc(${quickContactHeight} + 1rem)` } },
});
