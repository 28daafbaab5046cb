import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  width: "100%",
  margin: 0,
  padding: vars.space.xl,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const stars = style({ display: "flex" });
// Five stars of 1.125rem with 2px between them, drawn in one picture.
export const starRow = style({ width: "6.125rem", height: "1.125rem" });
export const starFilled = style({ color: vars.color.accent });
export const starEmpty = style({ color: vars.color.border });

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lead,
  lineHeight: vars.lineHeight.body,
  flexGrow: 1,
});

export const caption = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });
export const name = style({ fontWeight: 600 });
export const meta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
