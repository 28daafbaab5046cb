import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { button, type ButtonLook } from "./button.css";

/**
 * A link that looks like a button: every call to action on the site. One hierarchy everywhere:
 * `primary` (filled) for a section's main action, `secondary` (outlined; `onDark` on dark bands)
 * for the others and for actions inside cards, and a plain text link (`textLink`) for "Learn
 * More" within a card's text.
 */
export function ButtonLink({
  to,
  look = "primary",
  className,
  label,
  children,
}: {
  to: string;
  look?: ButtonLook;
  className?: string;
  /** A fuller name for screen readers, beginning with the visible words. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={className ? `${button[look]} ${className}` : button[look]}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
