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

/** The director's picture: any portrait is cropped to the drawing's upright 4:5 frame. */
export const photo = style({
  width: "100%",
  maxWidth: "16rem",
  aspectRatio: "4 / 5",
  objectFit: "cover",
  objectPosition: "50% 30%",
  borderRadius: vars.radius.md,
});
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
