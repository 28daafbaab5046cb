import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { visuallyHidden } from "#app/styles/layout.css";
import { media, vars } from "#app/styles/theme.css";
import { focusRing } from "#app/styles/focus.css";
import { forcedSelected } from "#app/styles/forced-colors";

export const search = style({
  position: "relative",
  display: "flex",
  gap: vars.space.xs,
  marginTop: vars.space.xl,
  maxWidth: "36rem",
});

export const searchIcon = style({
  position: "absolute",
  left: vars.space.md,
  top: "50%",
  transform: "translateY(-50%)",
  width: "1.25rem",
  height: "1.25rem",
  color: vars.color.textMuted,
  pointerEvents: "none",
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: "3.25rem",
  paddingInline: `calc(${vars.space.md} + 1.25rem + ${vars.space.sm}) ${vars.space.sm}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.pill,
  background: vars.color.white,
  color: vars.color.ink,
  fontSize: vars.fontSize.body,
  "::placeholder": { color: vars.color.textMuted, opacity: 1 },
});

// The browser's own clear button (a blue × in Chromium) redrawn in the site's line style: the
// close glyph, in the muted text colour, with a 24 px target.
const clearGlyph = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round"><path d="M7 7l10 10M17 7 7 17"/></svg>',
)}")`;
globalStyle(`${searchInput}::-webkit-search-cancel-button`, {
  WebkitAppearance: "none",
  width: "1.5rem",
  height: "1.5rem",
  marginInlineStart: vars.space.xs,
  background: vars.color.textMuted,
  WebkitMask: `${clearGlyph} center / 1.125rem no-repeat`,
  mask: `${clearGlyph} center / 1.125rem no-repeat`,
  cursor: "pointer",
});
globalStyle(`${searchInput}::-webkit-search-cancel-button:hover`, {
  background: vars.color.ink,
});

// On phones the button is an arrow, so the box keeps room for its whole placeholder.
export const searchButton = style({
  height: "3.25rem",
  width: "3.25rem",
  paddingInline: 0,
  "@media": { [media.medium]: { width: "auto", paddingInline: vars.space.lg } },
});

export const searchButtonIcon = style({
  width: "1.25rem",
  height: "1.25rem",
  "@media": { [media.medium]: { display: "none" } },
});

// Visually hidden on phones (the arrow shows instead), still the button's name.
export const searchButtonLabel = style([
  visuallyHidden,
  {
    "@media": {
      [media.medium]: {
        position: "static",
        width: "auto",
        height: "auto",
        margin: 0,
        overflow: "visible",
        clip: "auto",
      },
    },
  },
]);

export const tabs = style({});

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
});

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.white,
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[aria-selected='true']": {
      background: vars.color.ink,
      borderColor: vars.color.ink,
      color: vars.color.white,
    },
    "&:hover:not([aria-selected='true'])": { borderColor: vars.color.ink },
    "&:focus-visible": focusRing,
  },
  "@media": {
    [media.forcedColors]: {
      selectors: { "&[aria-selected='true']": forcedSelected },
    },
  },
});

export const count = style({ color: vars.color.textMuted, marginBottom: vars.space.md });

export const accordion = style({
  display: "grid",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

const appear = keyframes({
  from: { opacity: 0, transform: "translateY(20px)" },
  to: { opacity: 1, transform: "none" },
});

/** Each question fades and rises in, 0.1 s after the one before it. */
export const item = style({
  background: vars.color.white,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  animation: `${appear} 0.3s ease-out both`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});
for (let position = 1; position <= 20; position += 1) {
  globalStyle(`${item}:nth-child(${position})`, { animationDelay: `${(position - 1) * 0.1}s` });
}

export const question = style({ margin: 0, fontSize: vars.fontSize.h4 });

export const trigger = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.lg,
  border: 0,
  background: "transparent",
  color: vars.color.ink,
  font: "inherit",
  textAlign: "left",
  cursor: "pointer",
  borderRadius: vars.radius.md,
  outline: "none",
  selectors: {
    "&:focus-visible": focusRing,
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.accent,
  transition: `transform ${vars.duration.base}`,
  selectors: { [`${item}[data-expanded] &`]: { transform: "rotate(180deg)" } },
});

export const panel = style({
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  selectors: { [`${item}[data-expanded] &`]: { paddingBottom: vars.space.lg } },
});

export const noScriptAnswer = style({ paddingBottom: vars.space.lg });

/** An answer's lines stay short enough to read on a wide screen: 60-75 characters (a "0" of Inter
    is wider than the average letter, so 54 of them hold about 68). */
export const answer = style({ maxWidth: "54ch" });

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
});

export const emptyHeading = style({ fontSize: vars.fontSize.h3 });
