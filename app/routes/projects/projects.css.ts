import { style } from "@vanilla-extract/css";
import { container } from "#app/styles/layout.css";
import { media, vars } from "#app/styles/theme.css";
import { focusRingInset } from "#app/styles/focus.css";
import { forcedSelected } from "#app/styles/forced-colors";

export const statsBand = style([
  container,
  { marginTop: `calc(-1 * ${vars.space.xxl})`, position: "relative" },
]);

// Two by two on phones and tablets, one row of four on wide screens.
export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: vars.space.lg,
  "@media": { [media.large]: { gridTemplateColumns: "repeat(4, 1fr)" } },
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

// Phones: three columns sharing the row, each name on two lines, so every tab shows at a glance.
// Each column is as wide as its longest word and the rest is shared: equal columns let
// "Construction" push the row past the screen at 320 px with wider text spacing. The line under
// the row is drawn inside it, so the tabs' underline sits on it.
export const tabList = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, auto)",
  marginBottom: vars.space.xl,
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  "@media": {
    [media.medium]: { display: "flex", gap: vars.space.xs },
  },
});

export const tab = style({
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "center",
  padding: `${vars.space.sm} ${vars.space.xxs}`,
  borderBottom: "3px solid transparent",
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  lineHeight: vars.lineHeight.snug,
  textAlign: "center",
  // A tab, though a link underneath: the selected one is marked by its bar, not an underline.
  textDecoration: "none",
  color: vars.color.textMuted,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[aria-selected='true']": { color: vars.color.ink, borderBottomColor: vars.color.accent },
    "&:hover": { color: vars.color.ink },
    "&:focus-visible": focusRingInset,
  },
  "@media": {
    [media.medium]: {
      padding: `${vars.space.sm} ${vars.space.lg}`,
      fontSize: vars.fontSize.body,
      whiteSpace: "nowrap",
    },
    [media.forcedColors]: { selectors: { "&[aria-selected='true']": forcedSelected } },
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
