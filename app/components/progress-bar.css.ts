import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

// A native <progress>: the browser announces its value, and no inline style is needed.
export const progressBar = style({
  display: "block",
  width: "100%",
  height: "0.5rem",
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: "hidden",
  background: vars.color.sand,
  color: vars.color.accent,
  appearance: "none",
});
globalStyle(`${progressBar}::-webkit-progress-bar`, { background: vars.color.sand });
globalStyle(`${progressBar}::-webkit-progress-value`, { background: vars.color.accent });
globalStyle(`${progressBar}::-moz-progress-bar`, { background: vars.color.accent });
