import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";

export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.xl} 0 0`,
});

export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: "1px solid rgba(255, 255, 255, 0.5)",
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
});

export const about = style({
  display: "grid",
  gap: vars.space.xxl,
  alignItems: "start",
  "@media": { [media.medium]: { gridTemplateColumns: "18rem 1fr" } },
});

// Above the text on phones, beside it from tablets up; never taller than a phone's screen.
export const portrait = style({ maxWidth: "18rem", borderRadius: vars.radius.lg });

export const aboutText = style({ fontSize: vars.fontSize.lead, maxWidth: vars.size.prose });

export const quote = style({
  margin: `${vars.space.xxl} auto 0`,
  maxWidth: "48rem",
  textAlign: "center",
});

export const quoteText = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h3,
  fontStyle: "italic",
  lineHeight: vars.lineHeight.snug,
});
// On the paragraph, not the blockquote, so the marks sit on the quote's first and last lines.
globalStyle(`${quoteText} p::before`, { content: '"“"', color: vars.color.accent });
globalStyle(`${quoteText} p::after`, { content: '"”"', color: vars.color.accent });

export const quoteBy = style({
  marginTop: vars.space.md,
  fontWeight: 600,
  color: vars.color.accent,
});

export const meta = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontWeight: 500,
});

export const contribution = style({
  marginTop: "auto",
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});
