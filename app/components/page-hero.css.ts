import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

// Phones and tablets: the picture in full under the header, the words on the ink band below it (a
// shade dark enough for the words over the whole picture hid it: review). Desktops: the words
// over the picture, shaded to the left.
const base = style({
  position: "relative",
  isolation: "isolate",
  overflow: "hidden",
  display: "flex",
  flexDirection: "column",
  background: vars.color.ink,
  color: vars.color.textOnDark,
  paddingTop: vars.size.header,
  paddingBottom: vars.space.section,
  "@media": {
    [media.large]: {
      flexDirection: "row",
      alignItems: "flex-end",
      paddingTop: `calc(${vars.size.header} + ${vars.space.xxl})`,
    },
  },
});

export const hero = styleVariants({
  tall: [base, { "@media": { [media.large]: { minHeight: "min(92vh, 56rem)" } } }],
  regular: [base, { "@media": { [media.large]: { minHeight: "32rem" } } }],
});

export const artwork = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  objectPosition: "70% center",
  "@media": {
    [media.medium]: { aspectRatio: "16 / 9" },
    [media.large]: {
      position: "absolute",
      inset: 0,
      zIndex: -2,
      height: "100%",
      aspectRatio: "auto",
    },
  },
});

// On desktops the words sit on the picture: this darkens it behind them so they keep AA contrast
// on any picture, a white one included (0.8 of the ink over white is the lightest they sit on),
// and clears over 24rem to the right of the widest line, so the picture shows (a shade across
// the whole width made the desktop hero read dark: review).
const ink = (alpha: number) => `rgba(20, 25, 23, ${alpha})`;
// Just past the widest line: the heading's 18ch or a 38rem paragraph, up to 41rem into the column.
const textEdge = "max(50% + 8rem, 44rem)";
// The shade eases out (smoothstep) instead of falling in a straight line, which read as a hard
// vertical edge where the flat part ends (review).
const fadeStops = Array.from({ length: 9 }, (_, step) => {
  const t = step / 8;
  const alpha = 0.8 * (1 - t * t * (3 - 2 * t));
  return `${ink(Number(alpha.toFixed(3)))} calc(${textEdge} + ${t * 24}rem)`;
}).join(", ");
export const shade = style({
  display: "none",
  "@media": {
    [media.large]: {
      display: "block",
      position: "absolute",
      inset: 0,
      zIndex: -1,
      // A darker band under the header keeps the menu clear of bright artwork.
      background: `linear-gradient(180deg, ${ink(0.6)} 0, ${ink(0)} 10rem), linear-gradient(90deg, ${ink(0.8)} 0, ${fadeStops})`,
    },
  },
});

const rise = keyframes({
  from: { opacity: 0, transform: "translateY(24px)" },
  to: { opacity: 1, transform: "none" },
});

export const content = style({
  maxWidth: "44rem",
  paddingTop: vars.space.xl,
  "@media": { [media.large]: { paddingTop: 0 } },
});

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
