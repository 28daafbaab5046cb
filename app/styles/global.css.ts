import { globalFontFace, globalStyle } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";
import { focusRing } from "#app/styles/focus.css";

// Fallback faces metric-matched to the web fonts, so a font arriving after the first paint moves
// no text: the system fonts of Windows and macOS (Arial, Georgia), Android (Roboto, Noto Serif)
// and Linux (Liberation and Croscore fonts, drawn to Arial's and Times's widths). Roboto measures
// as Arial does, within 0.1 %. Figures from `npm run fallback-fonts`.
globalFontFace("Inter Fallback", {
  src: "local('Arial'), local('Liberation Sans'), local('Arimo'), local('Roboto'), local('Roboto-Regular')",
  sizeAdjust: "107.2%",
  ascentOverride: "90.3%",
  descentOverride: "22.5%",
  lineGapOverride: "0%",
});
globalFontFace("Fraunces Fallback", {
  src: "local('Georgia')",
  sizeAdjust: "104%",
  ascentOverride: "94%",
  descentOverride: "24%",
  lineGapOverride: "0%",
});
globalFontFace("Fraunces Fallback Noto", {
  src: "local('Noto Serif')",
  sizeAdjust: "98.7%",
  ascentOverride: "99.1%",
  descentOverride: "25.8%",
  lineGapOverride: "0%",
});
globalFontFace("Fraunces Fallback Times", {
  src: "local('Times New Roman'), local('Liberation Serif'), local('Tinos')",
  sizeAdjust: "117.4%",
  ascentOverride: "83.3%",
  descentOverride: "21.7%",
  lineGapOverride: "0%",
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
// On the narrowest phones the page headings' longest words ("Construction") keep to one line,
// even with a reader's own wider letter spacing (WCAG 1.4.12): the size steps down a little.
globalStyle(":root", {
  "@media": { [media.narrow]: { vars: { [vars.fontSize.h1]: "2.125rem" } } },
});
// Whatever a link, a search or a focus scrolls to lands below the fixed header, with room to spare.
globalStyle("html", {
  scrollPaddingTop: `calc(${vars.size.header} + ${vars.space.lg})`,
  WebkitTextSizeAdjust: "100%",
  // On a short screen the header is not fixed (site-header.css.ts): nothing covers the top.
  "@media": { [media.short]: { scrollPaddingTop: vars.space.lg } },
});
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: "antialiased",
});
globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.display,
  fontWeight: 500,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  letterSpacing: "-0.01em",
  // Lines of even length, never one word left alone on the last.
  textWrap: "balance",
  // A word wider than a 320 px screen (large type, wider letter spacing) breaks, never spills.
  overflowWrap: "break-word",
});
globalStyle("p", { margin: 0, textWrap: "pretty" });
globalStyle("img, svg", { display: "block", maxWidth: "100%" });
globalStyle("img", { height: "auto" });
// A photo's <picture> wrapper leaves layout to its <img>, as if it were not there.
globalStyle("picture", { display: "contents" });
// Otherwise its <source> elements would count as grid or flex items, with gaps between them.
globalStyle("picture > source", { display: "none" });
globalStyle("a", { color: "inherit" });
globalStyle(":focus-visible", focusRing);
// Form controls take the page's font, not the browser's system one.
globalStyle("button, input, textarea, select", { font: "inherit" });
// A field scrolled to (the first invalid one, say) keeps its label above it in view.
globalStyle("input, textarea, select", { scrollMarginTop: "2.5rem" });
globalStyle("::selection", { background: vars.color.sand });

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
