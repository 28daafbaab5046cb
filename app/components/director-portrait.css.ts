import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

/** The upright 4:5 frame a portrait photograph is cropped to, and the monogram fills. */
export const frame = style({
  width: "100%",
  aspectRatio: "4 / 5",
  objectFit: "cover",
  objectPosition: "50% 30%",
  borderRadius: vars.radius.md,
});

export const monogram = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "flex-end",
  padding: vars.space.lg,
  background: `linear-gradient(160deg, ${vars.color.slate} 0%, ${vars.color.ink} 70%)`,
  color: vars.color.textOnDark,
  // A fine frame inside the edge, like a mount around a print.
  boxShadow: `inset 0 0 0 1px rgba(226, 180, 124, 0.35), inset 0 0 0 10px ${vars.color.ink}, inset 0 0 0 11px rgba(226, 180, 124, 0.2)`,
});

export const letters = style({
  fontFamily: vars.font.display,
  fontSize: "clamp(4rem, 3rem + 4vw, 5.5rem)",
  fontWeight: 300,
  lineHeight: 1,
  letterSpacing: "0.04em",
  color: vars.color.accentLight,
});

export const rule = style({
  display: "block",
  width: "2.5rem",
  height: "2px",
  margin: `${vars.space.md} 0`,
  background: vars.color.accentSoft,
});

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.snug,
});

export const role = style({
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.small,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.textOnDarkMuted,
});
