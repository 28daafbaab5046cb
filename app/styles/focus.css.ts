import { vars } from "./theme.css";

/**
 * The one focus indicator: a dark ring with a white one inside it, between it and the control.
 * Against any background a control sits on (white, sand, the green bands, a picture) one of the
 * two stands out at 3:1 or more, which a single accent ring did not (2.1-2.9:1 on the light and
 * green bands).
 */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 2px ${vars.color.white}`,
} as const;

/** The same ring drawn inside the control's edge, where a card or a bar would clip it outside. */
export const focusRingInset = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "-3px",
  boxShadow: `inset 0 0 0 5px ${vars.color.white}`,
} as const;
