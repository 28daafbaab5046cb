import { globalStyle, style } from "@vanilla-extract/css";
import { container } from "#app/styles/layout.css";
import { media, vars } from "#app/styles/theme.css";

export const statsBand = style([
  container,
  { marginTop: `calc(-1 * ${vars.space.xxl})`, position: "relative" },
]);

export const stats = style({
  listStyle: "none",
  margin: 0,
  padding: vars.space.xl,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
});

export const stat = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const statValue = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h1,
  lineHeight: 1,
  color: vars.color.accent,
});

export const statLabel = style({ color: vars.color.textMuted });

// One row, scrolling sideways on phones rather than stacking into what looks like a menu; the
// line under the row is drawn inside it, so the scrolling frame does not clip the tabs' underline.
export const tabList = style({
  display: "flex",
  gap: vars.space.xs,
  marginBottom: vars.space.xl,
  overflowX: "auto",
  scrollbarWidth: "none",
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const tab = style({
  flexShrink: 0,
  whiteSpace: "nowrap",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: "3px solid transparent",
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-selected]": { color: vars.color.ink, borderBottomColor: vars.color.accent },
    "&[data-hovered]": { color: vars.color.ink },
    // Inside the tab: the scrolling row would clip an outline drawn around it.
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
  },
  "@media": { [media.medium]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
});

export const panel = style({
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "4px" },
  },
});

export const meta = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.accentStrong,
  fontWeight: 600,
});

export const location = style({ fontWeight: 500, color: vars.color.textMuted });

export const progress = style({ marginTop: "auto", paddingTop: vars.space.md });

export const progressLabel = style({
  display: "flex",
  justifyContent: "space-between",
  fontWeight: 600,
  marginBottom: vars.space.xs,
});

// A native <progress>: the browser announces its value, and no inline style is needed.
export const progressBar = style({
  display: "block",
  width: "100%",
  height: "0.5rem",
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: "hidden",
  background: vars.color.sand,
  color: vars.color.accent,
  appearance: "none",
});
globalStyle(`${progressBar}::-webkit-progress-bar`, { background: vars.color.sand });
globalStyle(`${progressBar}::-webkit-progress-value`, { background: vars.color.accent });
globalStyle(`${progressBar}::-moz-progress-bar`, { background: vars.color.accent });
