import { createGlobalTheme } from "@vanilla-extract/css";
import { palette } from "./palette";

/** Design tokens: every colour, size and duration a component uses comes from here. */
export const vars = createGlobalTheme(":root", {
  color: palette,
  font: {
    display:
      "'Fraunces Variable', 'Fraunces Fallback', 'Fraunces Fallback Noto', 'Fraunces Fallback Times', serif",
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  fontSize: {
    small: "0.875rem",
    body: "1rem",
    lead: "1.125rem",
    h4: "1.25rem",
    h3: "clamp(1.375rem, 1.2rem + 0.6vw, 1.625rem)",
    h2: "clamp(1.875rem, 1.5rem + 1.5vw, 2.625rem)",
    h1: "clamp(2.375rem, 1.7rem + 3vw, 4rem)",
  },
  lineHeight: { tight: "1.15", snug: "1.35", body: "1.65" },
  space: {
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "clamp(4rem, 3rem + 4vw, 7rem)",
  },
  size: {
    content: "72rem",
    prose: "42rem",
    header: "4.5rem",
    menuMaxHeight: "500px",
  },
  radius: { sm: "4px", md: "10px", lg: "18px", pill: "999px" },
  shadow: {
    header: "0 2px 18px rgba(28, 35, 33, 0.12)",
    card: "0 1px 2px rgba(28, 35, 33, 0.06), 0 8px 24px rgba(28, 35, 33, 0.06)",
    raised: "0 18px 40px rgba(28, 35, 33, 0.18)",
  },
  duration: { fast: "150ms", base: "300ms", slow: "700ms" },
  zIndex: { header: "50", backdrop: "40", dialog: "100" },
});

/** Breakpoints: small < 768 px, medium 768-1023 px, large >= 1024 px. */
export const media = {
  /** The narrowest phones (320-359 px wide). */
  narrow: "screen and (max-width: 359.98px)",
  /** Phones only, for what wider screens lay out differently rather than add to. */
  small: "screen and (max-width: 767.98px)",
  medium: "screen and (min-width: 768px)",
  large: "screen and (min-width: 1024px)",
  reducedMotion: "(prefers-reduced-motion: reduce)",
  /**
   * A screen at most 512 px tall (a phone on its side, a window zoomed to 200-400 %): the fixed
   * header and the call bar would take over a quarter of it, so they step out of the way.
   */
  short: "screen and (max-height: 512px)",
  /** Windows high contrast and the like: the browser replaces the page's colours with a few of
   * the system's, so a state shown only by colour (a filled tab, a tinted card) disappears. */
  forcedColors: "(forced-colors: active)",
} as const;
