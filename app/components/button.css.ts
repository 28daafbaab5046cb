import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "2.875rem",
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: "1.5px solid transparent",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  // A label longer than the screen is wide (320 px, larger text, wider spacing) wraps inside the
  // button instead of pushing it off the screen; in a row of buttons the row wraps first.
  maxWidth: "100%",
  paddingBlock: vars.space.xs,
  textAlign: "center",
  textWrap: "balance",
  ":disabled": { opacity: 0.6, cursor: "not-allowed" },
});

/** A 44 px target holding an icon alone: social links, the menu button, dialog controls. */
export const iconTarget = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2.75rem",
  height: "2.75rem",
});

/** Button looks, for links and buttons alike. */
export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.white,
      ":hover": { background: vars.color.accentStrong },
    },
  ],
  secondary: [
    base,
    {
      background: "transparent",
      color: vars.color.ink,
      borderColor: vars.color.ink,
      ":hover": { background: vars.color.ink, color: vars.color.white },
    },
  ],
  onDark: [
    base,
    {
      background: "transparent",
      color: vars.color.white,
      borderColor: "rgba(255, 255, 255, 0.8)",
      ":hover": { background: vars.color.white, color: vars.color.ink },
    },
  ],
});
export type ButtonLook = keyof typeof button;
