import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

const base = style({
  position: "relative",
  isolation: "isolate",
  overflow: "hidden",
  display: "flex",
  alignItems: "flex-end",
  background: vars.color.ink,
  color: vars.color.textOnDark,
  paddingTop: `calc(${vars.size.header} + ${vars.space.xxl})`,
  paddingBottom: vars.space.section,
});

export const hero = styleVariants({
  tall: [base, { minHeight: "min(92vh, 56rem)" }],
  regular: [base, { minHeight: "28rem", "@media": { [media.medium]: { minHeight: "32rem" } } }],
});

export const artwork = style({
  position: "absolute",
  inset: 0,
  zIndex: -2,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  objectPosition: "70% center",
});

// Darkens the artwork behind the text so its type keeps AA contrast on any picture, a white one
// included: 0.8 of the ink over white is the lightest the text ever sits on. Below the desktop
// width the text runs across the whole picture, so all of it is darkened; on desktops the picture
// shows through again to the right of the text column (44rem from the container's edge).
const ink = (alpha: number) => `rgba(20, 25, 23, ${alpha})`;
export const shade = style({
  position: "absolute",
  inset: 0,
  zIndex: -1,
  background: ink(0.8),
  "@media": {
    [media.large]: {
      // A darker band under the header keeps the menu clear of bright artwork.
      background: `linear-gradient(180deg, ${ink(0.6)} 0, ${ink(0)} 10rem), linear-gradient(90deg, ${ink(0.88)} 0%, ${ink(0.8)} max(50% + 10rem, 48rem), ${ink(0.3)} 100%)`,
    },
  },
});

const rise = keyframes({
  from: { opacity: 0, transform: "translateY(24px)" },
  to: { opacity: 1, transform: "none" },
});

export const content = style({ maxWidth: "44rem" });

export const entrance = style({
  animation: `${rise} ${vars.duration.slow} cubic-bezier(0.2, 0.7, 0.2, 1) both`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});

export const eyebrow = style({
  display: "block",
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  letterSpacing: "0.16em",
  textTransform: "uppercase",
  color: vars.color.accentLight,
  marginBottom: vars.space.md,
});

export const heading = style({ fontSize: vars.fontSize.h1, maxWidth: "18ch" });

export const text = style({
  marginTop: vars.space.lg,
  fontSize: vars.fontSize.lead,
  color: vars.color.textOnDarkMuted,
  maxWidth: "38rem",
});
