import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

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
  // Forced colours would paint the bar and its value alike: the system's colours, outlined.
  "@media": {
    [media.forcedColors]: { forcedColorAdjust: "none", border: "1px solid CanvasText" },
  },
});
const track = {
  background: vars.color.sand,
  "@media": { [media.forcedColors]: { background: "Canvas" } },
};
const value = {
  background: vars.color.accent,
  "@media": { [media.forcedColors]: { background: "Highlight" } },
};
globalStyle(`${progressBar}::-webkit-progress-bar`, track);
globalStyle(`${progressBar}::-webkit-progress-value`, value);
globalStyle(`${progressBar}::-moz-progress-bar`, value);
