import type { CSSProperties } from "react";
import { contentIcon } from "./content-icon.css";

/**
 * A decorative icon drawn when the site is built (see tooling/content-icons.ts): one box whose
 * `::before` paints the text's colour through the icon's image, sized by `className`.
 */
export function ContentIcon({ image, className }: { image: string; className?: string }) {
  return (
    <span
      className={className ? `${contentIcon} ${className}` : contentIcon}
      aria-hidden="true"
      style={{ "--icon": image } as CSSProperties}
    />
  );
}
