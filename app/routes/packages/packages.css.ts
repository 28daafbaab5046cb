import { globalStyle, style } from "@vanilla-extract/css";
import { table } from "#app/components/table.css";
import { forcedSelected } from "#app/styles/forced-colors";
import { media, vars } from "#app/styles/theme.css";

/** The level picker and the table it drives, so the picker can show which level is on. */
export const levels = style({});

// Phones show one level beside the items: the one the address names (#construction-premium),
// else the first. Wider screens compare all three.
export const picker = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  "@media": { [media.medium]: { display: "none" } },
});

export const pickerLabel = style({ fontWeight: 600, marginRight: vars.space.xs });

export const pickerLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.white,
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: "none",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
});

const chosenLink = {
  background: vars.color.ink,
  borderColor: vars.color.ink,
  color: vars.color.white,
  "@media": { [media.forcedColors]: forcedSelected },
} as const;

export const itemColumn = style({ "@media": { [media.medium]: { width: "22%" } } });

export const levelHeading = style({
  // The fixed header must not cover a column the address jumps to; on a phone the level
  // picker and the kind of work above it stay in view too.
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
  "@media": { [media.small]: { scrollMarginTop: `calc(${vars.size.header} + 10rem)` } },
});

/** The table's corner: the kind of work, over the level's name on a phone. */
export const corner = style({
  "@media": { [media.small]: { paddingBottom: 0 } },
});

export const levelName = style({
  display: "block",
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
});

export const levelRate = style({ display: "block", color: vars.color.textOnDarkMuted });

export const groupHeading = style({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  textAlign: "left",
  background: vars.color.surface,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.body,
});

export const allowance = style({
  display: "block",
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
});

globalStyle(`${table} [data-level]`, {
  "@media": { [media.small]: { display: "none" } },
});
for (const [index, level] of ["standard", "premium", "luxury"].entries()) {
  // A level is shown when the address names its column, and the first when it names none.
  const shown = [`${levels}:has([data-level="${level}"]:target)`];
  if (index === 0) shown.push(`${levels}:not(:has(:target))`);
  globalStyle(shown.map((scope) => `${scope} ${table} [data-level="${level}"]`).join(", "), {
    "@media": { [media.small]: { display: "block" } },
  });
  globalStyle(
    shown.map((scope) => `${scope} ${pickerLink}[data-level="${level}"]`).join(", "),
    chosenLink,
  );
}
globalStyle(`${table} [data-level="every"]`, {
  "@media": { [media.small]: { display: "block" } },
});

export const notIncluded = style({
  display: "grid",
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});

export const listHeading = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.h4 });
