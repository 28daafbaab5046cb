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
