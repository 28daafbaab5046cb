import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

/** The guide's date and the reminder to check with the authority, above everything else. */
export const note = style({
  display: "grid",
  gap: vars.space.xs,
  maxWidth: vars.size.prose,
  marginBottom: vars.space.xl,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
});
