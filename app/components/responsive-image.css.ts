import { style } from "@vanilla-extract/css";

// Fills the frame around it, which sets its size. While far from the screen the browser neither
// lays out nor fetches what is inside, so the frame keeps its place and nothing moves.
export const deferredPicture = style({
  display: "block",
  width: "100%",
  height: "100%",
  contentVisibility: "auto",
});
