import { globalStyle, style } from "@vanilla-extract/css";
import { focusRing } from "#app/styles/focus.css";
import { forcedSelected } from "#app/styles/forced-colors";
import { errorColor } from "#app/styles/form.css";
import { media, vars } from "#app/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.large]: { gridTemplateColumns: "3fr 2fr" } },
});

export const form = style({ display: "grid", gap: vars.space.xl });

export const group = style({
  display: "grid",
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
});
export const groupLabel = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.sm });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const choices = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))" } },
});

// A choice is a card with its native input laid invisibly over the whole of it, so a click
// anywhere on the card is a click on the input; its state shows on the card through :has().
export const choice = style({
  position: "relative",
  display: "grid",
  alignContent: "start",
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
      background: vars.color.surface,
    },
    "&:has(input:focus-visible)": focusRing,
  },
  "@media": {
    [media.forcedColors]: { selectors: { "&:has(input:checked)": forcedSelected } },
  },
});
globalStyle(`${choice}:has(input:checked) *`, {
  "@media": { [media.forcedColors]: { color: "inherit" } },
});
/** Short choices (home sizes): two to a row on phones, one on the narrowest (320 px: wider text
 * would not fit two), all in one row on wider screens. */
export const compactChoices = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 8rem), 1fr))",
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(4, 1fr)" } },
});
export const choiceInput = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
});
export const choiceLabel = style({ fontWeight: 600 });
export const choiceDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const checkbox = style([
  choice,
  { gridTemplateColumns: "auto 1fr", alignItems: "start", columnGap: vars.space.sm },
]);
// The price sits under the extra's name, beside the tick.
globalStyle(`${checkbox} > ${choiceDetail}`, { gridColumn: 2 });
export const tick = style({
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.125rem",
  fontSize: "0.875rem",
  lineHeight: 1,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  display: "grid",
  placeItems: "center",
  color: vars.color.white,
  selectors: {
    [`${checkbox}:has(input:checked) &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
  },
  "@media": {
    [media.forcedColors]: {
      selectors: {
        [`${checkbox}:has(input:checked) &`]: {
          background: "transparent",
          borderColor: "HighlightText",
        },
      },
    },
  },
});
// The tick is drawn only when ticked: hidden by colour alone, forced colours would show it on
// every box.
globalStyle(`${checkbox}:has(input:checked) ${tick}::before`, { content: '"✓"' });

export const error = style({ color: errorColor, fontSize: vars.fontSize.small, fontWeight: 600 });

export const result = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.large]: { position: "sticky", top: `calc(${vars.size.header} + 1rem)` } },
});
export const resultHeading = style({
  fontSize: vars.fontSize.h3,
  // Brought into view below the fixed header, not under it.
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
});
export const figureLabel = style({
  fontFamily: vars.font.body,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});
export const range = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
});
export const unbroken = style({ whiteSpace: "nowrap" });
export const months = style({ fontSize: vars.fontSize.lead, fontWeight: 600 });

export const breakdown = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});
export const part = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space.xxs} ${vars.space.md}`,
});
export const partAmount = style({ fontWeight: 600, fontVariantNumeric: "tabular-nums" });
export const bar = style({
  gridColumn: "1 / -1",
  width: "100%",
  height: "0.5rem",
  display: "block",
});
globalStyle(`${bar} rect:first-child`, { fill: vars.color.sand });
globalStyle(`${bar} rect + rect`, { fill: vars.color.accent });

/** The answers still to correct, each a link to its field: the no-script visitor lands here. */
export const fixList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});
globalStyle(`${fixList} a`, { color: errorColor, fontWeight: 600 });

// The quote's button, then a plain link to what the level includes: a second button would
// compete with the quote.
export const nextSteps = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
export const disclaimer = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const submit = style({ justifySelf: "start", minWidth: "10rem" });
