import { style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";
import { focusRing } from "#app/styles/focus.css";

export const cutText = style({ flexGrow: 1 });

export const details = style({
  position: "relative",
  // Room for the toggle, drawn under the text it opens.
  paddingBottom: "2rem",
});

// The whole text replaces the cut one while it is open.
export const cut = style({
  selectors: { [`${cutText}:has(> ${details}[open]) &`]: { display: "none" } },
});

export const toggle = style({
  position: "absolute",
  left: 0,
  bottom: 0,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: "1.75rem",
  listStyle: "none",
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  cursor: "pointer",
  // A toggle, not a link: no underline, and an arrow that turns when it opens.
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { textDecoration: "underline", textUnderlineOffset: "0.2em" },
    "&:focus-visible": focusRing,
  },
});

export const whenClosed = style({
  selectors: { [`${details}[open] &`]: { display: "none" } },
});

export const whenOpen = style({
  display: "none",
  selectors: { [`${details}[open] &`]: { display: "inline" } },
});

export const chevron = style({
  width: "1rem",
  height: "1rem",
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${details}[open] &`]: { transform: "rotate(180deg)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});
