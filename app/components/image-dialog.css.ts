import { globalStyle, style } from "@vanilla-extract/css";
import { dialogLayer } from "#app/styles/layout.css";
import { media, vars } from "#app/styles/theme.css";
import { iconTarget } from "./button.css";
import { focusRing, focusRingInset } from "#app/styles/focus.css";

export const trigger = style({
  display: "block",
  width: "100%",
  // The frame around it sets the size (and the picture inside fills it).
  height: "100%",
  padding: 0,
  border: 0,
  background: vars.color.sand,
  cursor: "zoom-in",
  overflow: "hidden",
  borderRadius: "inherit",
  position: "relative",
  // The card around it clips anything outside its edge, so the ring is drawn inside, over the
  // picture: on a layer of its own above it, since the picture's frame (ResponsiveImage's
  // `deferred`) paints over the button's own outline and shadow.
  selectors: {
    "&:focus-visible": focusRingInset,
    "&:focus-visible::after": {
      content: '""',
      position: "absolute",
      zIndex: 1,
      inset: 0,
      border: focusRingInset.outline,
      boxShadow: `inset 0 0 0 2px ${vars.color.white}`,
      borderRadius: "inherit",
      pointerEvents: "none",
    },
  },
});

export const thumbnail = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: `transform ${vars.duration.slow}`,
  selectors: { [`${trigger}:hover &`]: { transform: "scale(1.03)" } },
});

// Nearly opaque: nothing on the page behind competes with the picture or its caption.
export const overlay = style([
  dialogLayer,
  {
    background: "rgba(14, 18, 17, 0.96)",
    "@media": { [media.medium]: { padding: vars.space.lg } },
  },
]);

export const bodyOpen = style({ overflow: "hidden" });

// Phones: the whole screen. Wider screens: a panel as wide as the content column.
export const dialog = style({
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr)",
  width: "100%",
  height: "100%",
  color: vars.color.textOnDark,
  background: vars.color.ink,
  outline: "none",
  position: "relative",
  "@media": {
    [media.medium]: {
      maxWidth: vars.size.content,
      borderRadius: vars.radius.lg,
      padding: `0 ${vars.space.md} ${vars.space.md}`,
    },
  },
});

// A phone on its side has little height to spare: the bar floats over the picture's corners.
const phoneLandscape = "screen and (orientation: landscape) and (max-height: 30rem)";

export const toolbar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  "@media": {
    [media.medium]: { paddingInline: 0 },
    [phoneLandscape]: { position: "absolute", insetInline: 0, top: 0, zIndex: 1 },
  },
});

export const position = style({
  color: vars.color.textOnDarkMuted,
  fontVariantNumeric: "tabular-nums",
});

// The picture fills what is left, with the caption and the arrows in a row under it on phones
// and the arrows beside it on wider screens.
export const figure = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  gridTemplateRows: "minmax(0, 1fr) auto",
  gridTemplateAreas: `"stage stage stage" "previous caption next"`,
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  minHeight: 0,
  padding: `0 ${vars.space.xs} ${vars.space.xs}`,
  "@media": {
    [media.medium]: {
      gridTemplateAreas: `"previous stage next" ". caption ."`,
      gap: vars.space.md,
      padding: 0,
    },
    [phoneLandscape]: {
      gridRow: "1 / -1",
      gridTemplateAreas: `"previous stage next" "previous caption next"`,
      gap: vars.space.xs,
      padding: vars.space.xs,
    },
  },
});

export const stage = style({
  gridArea: "stage",
  display: "grid",
  minHeight: 0,
  height: "100%",
  // On a phone held upright the picture takes the whole width of the screen, edge to edge.
  marginInline: `calc(-1 * ${vars.space.xs})`,
  "@media": { [media.medium]: { marginInline: 0 }, [phoneLandscape]: { marginInline: 0 } },
});
// The <picture> wrapper takes no box, so the image sizes against the stage.
globalStyle(`${stage} picture`, { display: "contents" });

export const fullImage = style({
  width: "100%",
  height: "100%",
  minHeight: 0,
  objectFit: "contain",
});

export const caption = style({
  gridArea: "caption",
  textAlign: "center",
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.snug,
});

/** "Render" after a caption: small and quiet, but there for anyone who looks. */
export const renderMark = style({
  marginInlineStart: vars.space.sm,
  padding: `1px ${vars.space.xs}`,
  border: "1px solid rgba(255, 255, 255, 0.45)",
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontSize: "0.75rem",
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  verticalAlign: "middle",
  color: vars.color.textOnDarkMuted,
});

export const iconButton = style([
  iconTarget,
  {
    borderRadius: vars.radius.pill,
    border: 0,
    background: vars.color.white,
    color: vars.color.ink,
    cursor: "pointer",
    selectors: {
      "&:hover": { background: vars.color.sand },
      "&:focus-visible": focusRing,
    },
  },
]);

export const previous = style({ gridArea: "previous" });
export const next = style({ gridArea: "next" });
