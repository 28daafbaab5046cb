import type { ReactNode } from "react";
import { card, cardIcon, cardText, cardTitle } from "./card.css";
import { ContentIcon } from "./ContentIcon";

/** A card with an icon, a title and a few lines: reasons, values, highlights, philosophy. */
export function IconCard({
  icon,
  title,
  text,
  headingLevel: Heading = "h3",
  children,
}: {
  /** SVG markup from `iconSvg()`. */
  icon: string;
  title: string;
  text: string;
  headingLevel?: "h3" | "h4";
  children?: ReactNode;
}) {
  return (
    <article className={card}>
      <ContentIcon svg={icon} className={cardIcon} />
      <Heading className={cardTitle}>{title}</Heading>
      <p className={cardText}>{text}</p>
      {children}
    </article>
  );
}
