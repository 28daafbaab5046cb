import { globalStyle, style } from "@vanilla-extract/css";
import { paintedIcon } from "./glyph.css";

// The icon's box is laid out by the class it comes with (a card's tile, a detail's square); its
// drawing fills the box's content area.
export const contentIcon = style({ display: "flex" });

globalStyle(`${contentIcon}::before`, { content: '""', flex: 1, ...paintedIcon });
