import { globalStyle, style } from "@vanilla-extract/css";
import {
  bar as quickContactBar,
  phonesWithBar,
  quickContactHeight,
} from "#app/components/quick-contact-bar.css";
import { dialogLayer } from "#app/styles/layout.css";
import { errorColor, panel } from "#app/styles/form.css";
import { media, vars } from "#app/styles/theme.css";
import { NOTICE_DURATION_MS } from "./messages";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.large]: { gridTemplateColumns: "3fr 2fr" } },
});

export { field, fieldError, input, label, optional } from "#app/styles/form.css";

export const formCard = panel;
export const infoCard = panel;
export const aside = style({ display: "grid", gap: vars.space.xl });

export const cardHeading = style({ fontSize: vars.fontSize.h2 });
/** The side cards are narrow: their headings one step smaller than the form's. */
export const infoHeading = style({ fontSize: vars.fontSize.h3 });
export const cardIntro = style({ marginTop: vars.space.sm, color: vars.color.textMuted });

export const form = style({ marginTop: vars.space.xl });

// One field per row at every width: each is as wide as the form, so a long e-mail address
// shows in full, and the eye runs straight down.
export const fieldset = style({
  display: "grid",
  gap: vars.space.lg,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const submit = style({ minWidth: "12rem" });

export const privacyNote = style({
  marginTop: vars.space.md,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const noticeTitle = style({ fontWeight: 700, marginBottom: vars.space.xxs });

const serverMessage = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: "4px solid",
});
export const serverError = style([
  serverMessage,
  { background: "#fbeeea", borderColor: errorColor, color: "#5c1d10" },
]);
/** The failure notice that stays above the button once the toast has gone. */
export const failureNote = style([serverError, { marginTop: 0 }]);
globalStyle(`${failureNote} a`, { fontWeight: 600, color: "inherit", whiteSpace: "nowrap" });
globalStyle(`${failureNote} p + p + p`, { marginTop: vars.space.xs });
export const serverSuccess = style([
  serverMessage,
  { background: "#edf5ee", borderColor: "#2f6b3a", color: "#1d4325" },
]);

export const address = style({ fontStyle: "normal" });
export const hoursHeading = style({ fontSize: vars.fontSize.h4, marginTop: vars.space.xl });
export const hours = style({ margin: `${vars.space.sm} 0 0`, display: "grid", gap: vars.space.xs });
// Days and times never break inside ("Monday-Friday", "9:00 AM-6:00 PM"): on phones every time
// sits under its day; from tablets up, side by side.
export const hoursRow = style({
  display: "grid",
  gap: vars.space.xxs,
  whiteSpace: "nowrap",
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
  "@media": {
    [media.medium]: { display: "flex", justifyContent: "space-between", gap: vars.space.md },
  },
});
globalStyle(`${hoursRow} dd`, { margin: 0, fontWeight: 600 });

export const dialogOverlay = style([
  dialogLayer,
  {
    padding: vars.space.md,
    background: vars.color.backdrop,
  },
]);
export const dialogModal = style({ maxWidth: "28rem", width: "100%" });
export const dialog = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.white,
  boxShadow: vars.shadow.raised,
  outline: "none",
});
export const dialogTitle = style({ fontSize: vars.fontSize.h3 });
export const dialogClose = style({ justifySelf: "start" });

// Notices: react-toastify's stylesheet lays them out; these set the site's colours and type.
export const toasts = style({ fontFamily: vars.font.body });
// On phones the notices stack above the call and WhatsApp bar, never under it.
globalStyle(`body:has(${quickContactBar}) ${toasts}`, {
  "@media": { [phonesWithBar]: { bottom: quickContactHeight } },
});
// While a notice shows on a phone it spans the screen's width: a field reached by Tab is scrolled
// up above it, never left underneath (WCAG 2.4.11). One notice at a time, under 7rem tall.
globalStyle(`html:has(${toasts} .Toastify__toast)`, {
  "@media": {
    [media.small]: { scrollPaddingBottom: "7rem" },
    [phonesWithBar]: { scrollPaddingBottom: `calc(${quickContactHeight} + 7rem)` },
  },
});
globalStyle(`${toasts} .Toastify__toast`, {
  fontFamily: vars.font.body,
  color: vars.color.ink,
  // Forced colours drop the shadow that sets a notice apart from the page: a border instead.
  "@media": { [media.forcedColors]: { border: "2px solid CanvasText" } },
});
globalStyle(`${toasts} .Toastify__toast--error`, { borderLeft: `5px solid ${errorColor}` });
// A close button large enough to hit (24 px at least), with a visible focus ring.
globalStyle(`${toasts} .Toastify__close-button`, {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2rem",
  minHeight: "2rem",
  alignSelf: "flex-start",
  opacity: 0.8,
});
globalStyle(`${toasts} .Toastify__close-button > svg`, { width: "1.125rem", height: "1.125rem" });
// The countdown bar's animation is the notice's timer: cut short by the site's reduced-motion
// rule, it closed every notice at once. Under reduced motion it keeps its time, unseen.
globalStyle(`${toasts} .Toastify__progress-bar`, {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: `${NOTICE_DURATION_MS}ms !important`,
      visibility: "hidden",
    },
  },
});
globalStyle(`${toasts} .Toastify__toast--success`, { borderLeft: "5px solid #2f6b3a" });

export const social = style({ marginTop: vars.space.lg });
