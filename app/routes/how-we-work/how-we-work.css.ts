import { style } from "@vanilla-extract/css";
import { media } from "#app/styles/theme.css";

/** The column that holds sentences: the others hold a name or a figure. */
export const wide = style({ "@media": { [media.medium]: { width: "50%" } } });

export const figure = style({
  "@media": { [media.medium]: { textAlign: "right", whiteSpace: "nowrap" } },
});
