import { globalStyle, style } from "@vanilla-extract/css";
import { container } from "#app/styles/layout.css";
import { media, vars } from "#app/styles/theme.css";

// Phones: the facts first, then the story. Wider: the story, with the facts beside it.
export const layout = style({
  display: "grid",
  gap: vars.space.xxl,
  alignItems: "start",
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" } },
});

export const story = style({
  maxWidth: vars.size.prose,
  "@media": { [media.large]: { gridColumn: 1, gridRow: 1 } },
});
globalStyle(`${story} h3`, {
  fontSize: vars.fontSize.h3,
  marginTop: vars.space.xl,
  marginBottom: vars.space.sm,
});
globalStyle(`${story} h3:first-child`, { marginTop: 0 });

export const facts = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  "@media": { [media.large]: { gridColumn: 2, gridRow: 1, position: "sticky", top: "6rem" } },
});
export const factsHeading = style({ fontSize: vars.fontSize.h4, marginBottom: vars.space.md });
export const factList = style({ margin: 0, display: "grid", gap: vars.space.sm });
export const fact = style({
  display: "grid",
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: 0, paddingBottom: 0 } },
});
globalStyle(`${fact} dt`, {
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  color: vars.color.textMuted,
});
globalStyle(`${fact} dd`, { margin: 0, fontWeight: 500 });

export const serviceLinks = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
});
globalStyle(`${serviceLinks} a`, { color: vars.color.accent, textUnderlineOffset: "3px" });

// The client's words stand apart from the story, centred like a pull quote.
export const testimonial = style({
  maxWidth: vars.size.prose,
  marginInline: "auto",
  display: "flex",
});

export const neighbours = style([
  container,
  {
    display: "grid",
    gap: vars.space.md,
    paddingBlock: vars.space.xxl,
    "@media": { [media.medium]: { gridTemplateColumns: "1fr 1fr" } },
  },
]);
export const neighbour = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.white,
  textDecoration: "none",
  transition: `border-color ${vars.duration.fast}`,
  ":hover": { borderColor: vars.color.accent },
});
export const next = style({ textAlign: "end" });
export const neighbourLabel = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const neighbourTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
  color: vars.color.ink,
});

// Under the hero's words: where, and when (or how far along).
export const heroFacts = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  marginTop: vars.space.lg,
  fontWeight: 600,
});
export const heroProgress = style({
  display: "inline-grid",
  gridTemplateColumns: "8rem auto",
  alignItems: "center",
  gap: vars.space.sm,
});
