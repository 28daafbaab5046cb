import { style } from "@vanilla-extract/css";

export const actions = style({ justifyContent: "center", marginTop: 0 });
