import type { ReactNode } from "react";
import type { IconName } from "#app/content/schemas";
import { card, cardIcon, cardText, cardTitle } from "./card.css";
import { Icon } from "./Icon";

/** A card with an icon, a title and a few lines: reasons, values, highlights, philosophy. */
export function IconCard({
  icon,
  title,
  text,
  headingLevel: Heading = "h3",
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  headingLevel?: "h3" | "h4";
  children?: ReactNode;
}) {
  return (
    <article className={card}>
      <Icon name={icon} className={cardIcon} />
      <Heading className={cardTitle}>{title}</Heading>
      <p className={cardText}>{text}</p>
      {children}
    </article>
  );
}
