import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

/** The white panel used for every card on the site. */
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  height: "100%",
});

export const cardIcon = style({
  display: "flex",
  flexShrink: 0,
  width: "3rem",
  height: "3rem",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.accent,
  marginBottom: vars.space.xs,
});

export const cardTitle = style({ fontSize: vars.fontSize.h4 });

export const cardText = style({ color: vars.color.textMuted });

export const cardFooter = style({ marginTop: "auto", paddingTop: vars.space.md });
/** A card's footer with more than one action, side by side while they fit. */
export const cardActions = style([
  cardFooter,
  { display: "flex", flexWrap: "wrap", gap: vars.space.sm },
]);

export const textLink = style({
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  ":hover": { color: vars.color.accentStrong },
});

/** A picture at the top of a card, cropped to the same ratio in every card. */
export const cardMedia = style({
  margin: `calc(-1 * ${vars.space.xl}) calc(-1 * ${vars.space.xl}) ${vars.space.sm}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  overflow: "hidden",
  aspectRatio: "3 / 2",
  background: vars.color.sand,
});

export const cardMediaImage = style({ width: "100%", height: "100%", objectFit: "cover" });

globalStyle(`${cardIcon} svg`, { width: "100%", height: "100%" });
