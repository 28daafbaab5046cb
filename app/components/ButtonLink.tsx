import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { button, type ButtonLook } from "./button.css";

/** A link that looks like a button: every call to action on the site. */
export function ButtonLink({
  to,
  look = "primary",
  className,
  children,
}: {
  to: string;
  look?: ButtonLook;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className ? `${button[look]} ${className}` : button[look]}>
      {children}
    </Link>
  );
}
