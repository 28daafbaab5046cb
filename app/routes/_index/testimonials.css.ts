import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

// Pulled out by the cards' own spacing, so their edges line up with the headings above.
export const region = style({
  marginInline: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.lg,
  // Without scripts the grid in <noscript> stands in for it.
  "@media": { "(scripting: none)": { display: "none" } },
  ":focus-visible": { outlineOffset: "6px" },
});

// The few rules react-multi-carousel needs; its own stylesheet also ships an icon font we do not use.
export const list = style({
  display: "flex",
  alignItems: "stretch",
  overflow: "hidden",
  position: "relative",
});
globalStyle(`${list} > ul`, {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "flex",
  flexDirection: "row",
  position: "relative",
  willChange: "transform",
});

// The block padding leaves room for the cards' shadows inside the carousel's clipped frame.
export const item = style({
  display: "flex",
  padding: `${vars.space.md} ${vars.space.sm}`,
  cursor: "grab",
  userSelect: "none",
});

// Before the carousel measures itself, size the server-rendered cards per breakpoint.
globalStyle(`${region}:not([data-measured]) ${item}`, {
  flex: "0 0 100% !important",
  "@media": {
    [media.medium]: { flex: "0 0 50% !important" },
    [media.large]: { flex: "0 0 33.3333% !important" },
  },
});

// Until the carousel's scripts take over (they wake when it nears the screen), nothing can make
// the cards it hides inert: out of sight already, they leave the tab order this way.
globalStyle(`${region}:not([data-measured]) ${item}[aria-hidden="true"]`, {
  visibility: "hidden",
});

// Hidden and unmeasured, the cards after the first are not laid out or styled either: the first
// keeps the row's height, and the home page's first layout loses a quarter of its work (#26).
// Measured, the carousel lays them all out when it wakes, near the screen.
globalStyle(`${region}:not([data-measured]) ${item}[aria-hidden="true"]:not(:first-child)`, {
  contentVisibility: "hidden",
});

export const staticList = style({ listStyle: "none", margin: 0, padding: 0 });
export const staticItem = style({ display: "flex" });

export const controls = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  paddingInline: vars.space.sm,
});

export const arrow = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.ink}`,
  background: "transparent",
  color: vars.color.ink,
  cursor: "pointer",
  ":hover": { background: vars.color.ink, color: vars.color.white },
  ":disabled": { opacity: 0.4, cursor: "not-allowed" },
});
