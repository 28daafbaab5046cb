import { style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

export const director = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  "@media": { [media.medium]: { gridTemplateColumns: "16rem 1fr" } },
});

export const photo = style({ maxWidth: "16rem" });
export const name = style({ fontSize: vars.fontSize.h3 });
export const title = style({
  color: vars.color.accent,
  fontWeight: 600,
  marginTop: vars.space.xxs,
});
export const text = style({
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
});
