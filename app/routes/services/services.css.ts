import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

export const details = style({ display: "grid", gap: vars.space.section });

export const detail = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  "@media": {
    [media.large]: {
      gridTemplateColumns: "1fr 1fr",
      gap: vars.space.xxl,
    },
  },
});

export const detailMedia = style({
  "@media": {
    // Alternate the picture's side from one service to the next.
    [media.large]: { selectors: { [`${detail}:nth-child(even) &`]: { order: 2 } } },
  },
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  aspectRatio: "3 / 2",
  background: vars.color.sand,
});

export const detailTitleRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const detailIcon = style({
  display: "flex",
  width: "2rem",
  height: "2rem",
  color: vars.color.accent,
  flexShrink: 0,
});

export const detailTitle = style({ fontSize: vars.fontSize.h2 });

export const detailText = style({ marginTop: vars.space.md, color: vars.color.textMuted });

export const detailAction = style({ marginTop: vars.space.xl });

globalStyle(`${detailIcon} svg`, { width: "100%", height: "100%" });
