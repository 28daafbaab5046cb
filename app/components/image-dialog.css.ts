import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

export const trigger = style({
  display: "block",
  width: "100%",
  padding: 0,
  border: 0,
  background: vars.color.sand,
  cursor: "zoom-in",
  overflow: "hidden",
  borderRadius: "inherit",
});

export const thumbnail = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: `transform ${vars.duration.slow}`,
  selectors: { [`${trigger}:hover &`]: { transform: "scale(1.03)" } },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.md,
  background: "rgba(14, 18, 17, 0.88)",
});

export const bodyOpen = style({ overflow: "hidden" });

export const dialog = style({
  position: "relative",
  maxWidth: "min(72rem, 100%)",
  maxHeight: "100%",
  outline: "none",
});

export const figure = style({ margin: 0 });

export const fullImage = style({
  width: "auto",
  maxWidth: "100%",
  maxHeight: "calc(100vh - 8rem)",
  borderRadius: vars.radius.md,
  background: vars.color.sand,
});

export const caption = style({
  marginTop: vars.space.sm,
  color: vars.color.textOnDark,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
});

export const close = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.white,
  color: vars.color.ink,
  cursor: "pointer",
  boxShadow: vars.shadow.raised,
});
