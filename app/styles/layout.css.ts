import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

/** Over the whole window, its content centred: the dialogs' backdrops. */
export const dialogLayer = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});

/** A list whose lines each start with a small icon: the office's details, a service's features. */
export const glyphList = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.lg} 0 0`,
  display: "grid",
  gap: vars.space.sm,
});
export const glyphListItem = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
});
export const glyphListIcon = style({
  width: "1.25rem",
  height: "1.25rem",
  flexShrink: 0,
  marginTop: "0.2rem",
  color: vars.color.accent,
});
/**
 * A glyph list's item that starts with a tick drawn in CSS (two borders of a turned box), in the
 * icon's place and colour: a service's features. No svg and path per tick, so the services page
 * has fewer elements to style before its first paint (each tick is still one box to lay out).
 */
export const checkListItem = style([
  glyphListItem,
  {
    selectors: {
      "&::before": {
        content: '""',
        flexShrink: 0,
        boxSizing: "border-box",
        width: "0.45rem",
        height: "0.8rem",
        // centred in the 1.25rem square the icons take, and turned into a tick
        marginTop: "0.3rem",
        marginInline: "0.4rem",
        borderRight: `2px solid ${vars.color.accent}`,
        borderBottom: `2px solid ${vars.color.accent}`,
        transform: "rotate(45deg)",
      },
    },
  },
]);

export const container = style({
  width: "100%",
  maxWidth: vars.size.content,
  marginInline: "auto",
  paddingInline: vars.space.lg,
  "@media": { [media.medium]: { paddingInline: vars.space.xl } },
});

export const section = style({ paddingBlock: vars.space.section });

export const sectionTone = styleVariants({
  light: { background: vars.color.surface },
  white: { background: vars.color.white },
  sand: { background: vars.color.sand },
  // A shade lighter than the footer's ink, so a closing band and the footer read as two parts.
  dark: { background: vars.color.moss, color: vars.color.textOnDark },
});

export const sectionHeading = style({
  fontSize: vars.fontSize.h2,
  maxWidth: "24ch",
});

export const sectionIntro = style({
  marginTop: vars.space.md,
  fontSize: vars.fontSize.lead,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
  selectors: { [`${sectionTone.dark} &`]: { color: vars.color.textOnDarkMuted } },
});

export const sectionHeader = style({ marginBottom: vars.space.xxl });

export const centered = style({
  textAlign: "center",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
});

export const grid = styleVariants({
  two: {
    display: "grid",
    gap: vars.space.lg,
    "@media": { [media.medium]: { gridTemplateColumns: "repeat(2, 1fr)" } },
  },
  three: {
    display: "grid",
    gap: vars.space.lg,
    "@media": {
      [media.medium]: { gridTemplateColumns: "repeat(2, 1fr)" },
      [media.large]: { gridTemplateColumns: "repeat(3, 1fr)" },
    },
  },
  four: {
    display: "grid",
    gap: vars.space.lg,
    "@media": {
      [media.medium]: { gridTemplateColumns: "repeat(2, 1fr)" },
      [media.large]: { gridTemplateColumns: "repeat(4, 1fr)" },
    },
  },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});

// Markdown bodies from content: spacing between paragraphs and lists.
export const proseFlow = style({});
globalStyle(`${proseFlow} > * + *`, { marginTop: vars.space.md });
globalStyle(`${proseFlow} ul, ${proseFlow} ol`, { paddingLeft: vars.space.lg, margin: 0 });
globalStyle(`${proseFlow} li + li`, { marginTop: vars.space.xxs });

const hiddenFromSight = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
export const visuallyHidden = style(hiddenFromSight);
/** Read by screen readers everywhere, seen on wider screens only. */
export const visuallyHiddenOnPhones = style({ "@media": { [media.small]: hiddenFromSight } });

/** A list of points in sentences, bulleted, at a reading width. */
export const bulletList = style({
  display: "grid",
  gap: vars.space.sm,
  maxWidth: vars.size.prose,
  paddingLeft: vars.space.lg,
  listStyle: "disc",
});

/** A wrapper that adds no box of its own: its children lay out as if it were not there. */
export const contents = style({ display: "contents" });
