import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css";

export const titleRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
