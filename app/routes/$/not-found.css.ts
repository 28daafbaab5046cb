import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.lg} 0 0`,
});

export const link = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  fontWeight: 600,
  textDecoration: "none",
  ":hover": { borderColor: vars.color.accent, color: vars.color.accent },
});
