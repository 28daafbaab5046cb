import { style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

export const story = style({
  display: "grid",
  gap: vars.space.xxl,
  "@media": { [media.large]: { gridTemplateColumns: "3fr 2fr", alignItems: "start" } },
});

export const storyText = style({ fontSize: vars.fontSize.lead, maxWidth: vars.size.prose });

export const missionVision = style({ display: "grid", gap: vars.space.lg });

export const statement = style({
  background: vars.color.surface,
  boxShadow: "none",
  borderLeft: `4px solid ${vars.color.accent}`,
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

export const role = style({
  background: vars.color.surface,
  boxShadow: "none",
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

export const total = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.ink,
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.h4,
  fontFamily: vars.font.display,
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
