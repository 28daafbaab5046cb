import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";
import { iconTarget } from "./button.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

const base = style([
  iconTarget,
  {
    borderRadius: vars.radius.pill,
    border: "1px solid",
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  },
]);

export const link = styleVariants({
  dark: [
    base,
    {
      color: vars.color.textOnDark,
      borderColor: "rgba(255, 255, 255, 0.35)",
      ":hover": { background: vars.color.white, color: vars.color.ink },
    },
  ],
  light: [
    base,
    {
      color: vars.color.ink,
      borderColor: vars.color.border,
      ":hover": { background: vars.color.ink, color: vars.color.white },
    },
  ],
});
