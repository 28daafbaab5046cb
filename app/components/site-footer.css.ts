import { style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";
import { glyphListIcon, glyphListItem } from "#app/styles/layout.css";

export const footer = style({
  background: vars.color.ink,
  color: vars.color.textOnDarkMuted,
  paddingTop: vars.space.xxl,
  fontSize: vars.fontSize.body,
});

export const columns = style({
  display: "grid",
  gap: vars.space.xxl,
  "@media": {
    [media.medium]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.large]: { gridTemplateColumns: "1.6fr 1fr 1fr 1.3fr" },
  },
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.textOnDark,
  textDecoration: "none",
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
  fontWeight: 600,
});

export const brandMark = style({ width: "2.5rem", height: "2.5rem" });

export const blurb = style({ marginBlock: vars.space.md, maxWidth: "34ch" });

export const heading = style({
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.h4,
  marginBottom: vars.space.md,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.textOnDarkMuted,
  textDecoration: "none",
  ":hover": { color: vars.color.textOnDark, textDecoration: "underline" },
});

export const contactItem = glyphListItem;

// The lighter accent: the darker one is too faint on the footer's ink.
export const contactIcon = style([glyphListIcon, { color: vars.color.accentSoft }]);

export const address = style({ fontStyle: "normal" });

export const bottom = style({
  marginTop: vars.space.xxl,
  paddingBlock: vars.space.lg,
  borderTop: "1px solid rgba(255, 255, 255, 0.14)",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  fontSize: vars.fontSize.small,
});

export const follow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
});
