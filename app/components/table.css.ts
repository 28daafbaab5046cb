import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

/**
 * The site's tables of terms and specifications (/packages, /how-we-work): a white card with a
 * dark head row. On a phone each row becomes a block, its heading over its cells, so long words
 * and wider text spacing never push a column off the screen.
 */
export const tableFrame = style({
  background: vars.color.white,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  "@media": { [media.medium]: { tableLayout: "fixed" } },
});

export const headCell = style({
  padding: vars.space.md,
  textAlign: "left",
  verticalAlign: "bottom",
  background: vars.color.ink,
  color: vars.color.textOnDark,
});

/** A column of sentences, given room; the others hold a name or a figure. */
export const wideColumn = style({ "@media": { [media.medium]: { width: "45%" } } });

export const figureColumn = style({
  "@media": { [media.medium]: { textAlign: "right", whiteSpace: "nowrap" } },
});

export const rowHeading = style({
  padding: vars.space.md,
  textAlign: "left",
  verticalAlign: "top",
  fontWeight: 600,
  borderTop: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: vars.space.md,
  verticalAlign: "top",
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${table}, ${table} thead, ${table} tbody, ${table} tr, ${table} th, ${table} td`, {
  "@media": { [media.small]: { display: "block" } },
});
globalStyle(`${table} td, ${table} th[scope="row"]`, {
  "@media": { [media.small]: { borderTop: "none" } },
});
globalStyle(`${table} tr`, {
  "@media": { [media.small]: { borderTop: `1px solid ${vars.color.border}` } },
});
globalStyle(`${table} th[scope="row"]`, {
  "@media": { [media.small]: { paddingBottom: 0 } },
});
// On a phone the cells say what they are: the head row's words are not above them any more.
globalStyle(`${table} td[data-label]::before`, {
  "@media": {
    [media.small]: {
      content: "attr(data-label)",
      display: "block",
      color: vars.color.textMuted,
      fontSize: vars.fontSize.small,
    },
  },
});
