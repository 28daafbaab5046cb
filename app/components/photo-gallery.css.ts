import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

export const gallery = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const figure = style({ margin: 0 });

export const frame = style({
  aspectRatio: "3 / 2",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  boxShadow: vars.shadow.card,
});

export const caption = style({
  marginTop: vars.space.sm,
  fontWeight: 500,
});
