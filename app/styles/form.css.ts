/** What every form on the site looks like: its white panel, fields, labels and errors. */
import { style } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

/** A white card holding a form, or what sits beside one. */
export const panel = style({
  padding: vars.space.lg,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  "@media": { [media.medium]: { padding: vars.space.xl } },
});

export const field = style({ display: "grid", gap: vars.space.xs });

// Red that keeps 4.5:1 on white and on the pale notice background.
export const errorColor = "#a3341f";

export const label = style({ fontWeight: 600 });
export const optional = style({ fontWeight: 400, color: vars.color.textMuted });

export const input = style({
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid #8c857a`,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  color: vars.color.ink,
  font: "inherit",
  resize: "vertical",
  ":disabled": { background: vars.color.surface, color: vars.color.textMuted },
  selectors: { "&[aria-invalid='true']": { borderColor: errorColor, borderWidth: "2px" } },
});

export const fieldError = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "flex-start",
  color: errorColor,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
});
