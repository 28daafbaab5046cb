import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

// Two across on phones (each opens full screen), then rows of three or four.
const gallery = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: vars.space.md,
  "@media": { [media.medium]: { gap: vars.space.lg } },
});

// An odd number of pictures two across would leave the last alone: the first takes a whole row.
// Set from the count when the page is written, not by counting siblings in CSS: a browser that
// paints a long page while it is still arriving counted the pictures so far, and moved them.
export const wholeRowOnPhones = style({
  gridColumn: "1 / -1",
  "@media": { [media.large]: { gridColumn: "auto" } },
});

export const galleryRows = styleVariants({
  threes: [gallery, { "@media": { [media.large]: { gridTemplateColumns: "repeat(3, 1fr)" } } }],
  fours: [gallery, { "@media": { [media.large]: { gridTemplateColumns: "repeat(4, 1fr)" } } }],
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
