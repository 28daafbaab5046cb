/** The site's colours, shared by the stylesheets and the social image drawn at build time. */
export const palette = {
  ink: "#1c2321",
  slate: "#2b3530",
  moss: "#3f4a42",
  accent: "#9a5a22",
  accentStrong: "#7d4717",
  accentSoft: "#c08a4a",
  // Small text over a darkened picture: at least 4.5:1 even where the picture is white.
  accentLight: "#e2b47c",
  sand: "#e7dccb",
  surface: "#f6f2ec",
  white: "#ffffff",
  text: "#1c2321",
  textMuted: "#4f5853",
  textOnDark: "#ffffff",
  textOnDarkMuted: "#d9d3ca",
  border: "#ddd5c8",
  // The focus ring's outer colour: 3:1 or more on every light surface (white ring inside it).
  focus: "#7d4717",
  backdrop: "rgba(20, 25, 23, 0.6)",
};
