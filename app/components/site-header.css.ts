import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "#app/styles/theme.css";
import { iconTarget } from "./button.css";

/** The header turns solid once the page has scrolled past this many pixels. */
export const SOLID_AFTER_SCROLL_PX = 10;

const solid = {
  background: vars.color.white,
  color: vars.color.ink,
  boxShadow: vars.shadow.header,
};

const turnSolid = keyframes({ to: solid });

export const header = style({
  position: "fixed",
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  color: vars.color.textOnDark,
  background: "transparent",
  transition: `background-color ${vars.duration.base}, box-shadow ${vars.duration.base}, color ${vars.duration.base}`,
  // Without scripts nothing follows the scroll position: solid from the start, so the menu
  // stays readable over the page.
  "@media": {
    "(scripting: none)": {
      background: vars.color.white,
      color: vars.color.ink,
      boxShadow: vars.shadow.header,
    },
    // On a short screen it stays at the top of the page and scrolls away with it.
    [media.short]: { position: "absolute" },
  },
  // The browser follows the scroll itself where it can: the header is solid over the page from
  // the first paint, before the scripts (which do the same elsewhere) have woken up.
  "@supports": {
    "(animation-timeline: scroll())": {
      animationName: turnSolid,
      animationDuration: "auto",
      animationTimingFunction: "linear",
      animationFillMode: "both",
      animationTimeline: "scroll(root)",
      animationRange: `${SOLID_AFTER_SCROLL_PX}px ${SOLID_AFTER_SCROLL_PX + 1}px`,
    },
  },
});

/** White with a shadow: once the page has scrolled, or while the mobile menu is open. */
export const headerSolid = style(solid);

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  height: vars.size.header,
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  textDecoration: "none",
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.body,
  fontWeight: 600,
  lineHeight: 1.1,
  // On the narrowest phones (320 px) the name takes two lines, so the menu button still fits.
  minWidth: 0,
  "@media": { [media.medium]: { fontSize: vars.fontSize.h4, whiteSpace: "nowrap" } },
});

export const brandMark = style({ width: "2.25rem", height: "2.25rem", flexShrink: 0 });

// Pushed to the end even when the brand is missing (an error screen without settings).
export const desktopNav = style({
  display: "none",
  marginInlineStart: "auto",
  "@media": { [media.large]: { display: "flex", alignItems: "center", gap: vars.space.xl } },
});

export const navList = style({
  display: "flex",
  gap: vars.space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const navLink = style({
  fontWeight: 500,
  textDecoration: "none",
  paddingBlock: vars.space.xs,
  borderBottom: "2px solid transparent",
  selectors: {
    "&:hover, &[aria-current='page']": { borderBottomColor: vars.color.accentSoft },
  },
  // Forced colours would draw the transparent line under every link: the current page's only.
  "@media": {
    [media.forcedColors]: {
      forcedColorAdjust: "none",
      color: "LinkText",
      selectors: { "&:hover, &[aria-current='page']": { borderBottomColor: "LinkText" } },
    },
  },
});

const toggleBase = style([
  iconTarget,
  {
    border: 0,
    borderRadius: vars.radius.md,
    marginInlineStart: "auto",
    background: "transparent",
    color: "inherit",
    cursor: "pointer",
    "@media": { [media.large]: { display: "none" } },
  },
]);

export const menuToggle = style([
  toggleBase,
  { "@media": { "(scripting: none)": { display: "none" } } },
]);

/** The toggle's stand-in when scripts are off (it sits in a <noscript>): a link to the footer's
 * list of pages. */
export const menuLink = toggleBase;

export const mobileMenu = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  // At most 500 px, and never taller than the screen below the header (landscape, or zoomed in
  // to 400 %): the menu then scrolls within itself, and every entry can be reached.
  maxHeight: `min(${vars.size.menuMaxHeight}, calc(100dvh - ${vars.size.header}))`,
  overflowY: "auto",
  overscrollBehavior: "contain",
  background: vars.color.white,
  color: vars.color.ink,
  boxShadow: vars.shadow.raised,
  paddingBlock: vars.space.sm,
  "@media": { [media.large]: { display: "none" } },
});

export const mobileList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const mobileLink = style({
  display: "block",
  // 2.75 rem a row: a comfortable tap, and every entry fits the 500 px menu on a phone.
  paddingBlock: "0.375rem",
  minHeight: "2.75rem",
  fontSize: vars.fontSize.lead,
  fontWeight: 500,
  textDecoration: "none",
  borderBottom: `1px solid ${vars.color.border}`,
  // Underlined as well as coloured: the colour alone sets it apart by under 3:1, and forced
  // colours drop it.
  selectors: {
    "&[aria-current='page']": {
      color: vars.color.accent,
      textDecoration: "underline",
      textDecorationThickness: "2px",
      textUnderlineOffset: "0.25em",
    },
  },
});

export const mobileCta = style({ width: "100%", marginTop: vars.space.sm });

export const mobileContact = style({
  listStyle: "none",
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: "grid",
  // Side by side where the number fits beside its icon, one above the other on a phone.
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: vars.space.xs,
});
export const mobileContactLink = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  height: "100%",
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  textAlign: "center",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  textDecoration: "none",
});

export const backdrop = style({
  position: "fixed",
  inset: 0,
  top: vars.size.header,
  zIndex: vars.zIndex.backdrop,
  background: vars.color.backdrop,
  "@media": { [media.large]: { display: "none" } },
});

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: vars.space.xs,
  zIndex: 60,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.white,
  color: vars.color.ink,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } },
});
globalStyle(`${mobileContactLink} svg`, { flexShrink: 0 });

/** A phone number never breaks across lines. */
export const unbroken = style({ whiteSpace: "nowrap" });
