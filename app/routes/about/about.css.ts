import { style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

export const story = style({
  display: "grid",
  gap: vars.space.xxl,
  "@media": { [media.large]: { gridTemplateColumns: "3fr 2fr", alignItems: "start" } },
});

export const storyText = style({ fontSize: vars.fontSize.lead, maxWidth: vars.size.prose });

export const missionVision = style({ display: "grid", gap: vars.space.lg });

// A short accent rule above the heading: a side border on rounded corners would taper into
// crescents.
export const statement = style({
  background: vars.color.surface,
  boxShadow: "none",
  "::before": {
    content: "''",
    width: "2.5rem",
    height: "4px",
    borderRadius: vars.radius.pill,
    background: vars.color.accent,
  },
});

// Rows of four (two on tablets) with a short last row centred, not ending in an empty slot.
export const roles = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.xxl} 0 0`,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.lg,
});

// Auto height, so the cards of a row stretch to the tallest one.
export const role = style({
  background: vars.color.surface,
  boxShadow: "none",
  height: "auto",
  flex: "1 1 100%",
  "@media": {
    [media.medium]: { flex: `0 0 calc((100% - ${vars.space.lg}) / 2)` },
    [media.large]: { flex: `0 0 calc((100% - 3 * ${vars.space.lg}) / 4)` },
  },
});

export const roleCount = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h1,
  lineHeight: 1,
  color: vars.color.accent,
});

// Phones: the number above its label, both centred; wider screens: side by side.
export const total = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  textAlign: "center",
  gap: vars.space.sm,
  marginTop: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.ink,
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.h4,
  fontFamily: vars.font.display,
  "@media": {
    [media.medium]: { flexDirection: "row", textAlign: "start", gap: vars.space.md },
  },
});

export const totalCount = style({
  fontSize: vars.fontSize.h1,
  lineHeight: 1,
  color: vars.color.accentSoft,
});

export const totalDetail = style({
  display: "block",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  color: vars.color.textOnDarkMuted,
});
