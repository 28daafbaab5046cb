import { style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

export const steps = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.lg,
  counterReset: "step",
  "@media": {
    [media.medium]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.large]: { gridTemplateColumns: "repeat(4, 1fr)" },
  },
});

export const step = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `2px solid ${vars.color.accent}`,
});

export const number = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h2,
  lineHeight: 1,
  color: vars.color.accent,
});

export const title = style({ fontSize: vars.fontSize.h4 });

export const text = style({ color: vars.color.textMuted });
