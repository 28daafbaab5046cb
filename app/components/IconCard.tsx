import type { ReactNode } from "react";
import { card as cardStyle, cardIcon, cardText, cardTitle } from "./card.css";
import { ContentIcon } from "./ContentIcon";

/** A card with an icon, a title and a few lines: reasons, values, highlights, philosophy. */
export function IconCard({
  card: { icon, title, text },
  children,
}: {
  /** A content item with an icon (SVG markup, drawn on the server), a title and its text. */
  card: { icon: string; title: string; text: string };
  children?: ReactNode;
}) {
  return (
    <article className={cardStyle}>
      <ContentIcon svg={icon} className={cardIcon} />
      <h3 className={cardTitle}>{title}</h3>
      <p className={cardText}>{text}</p>
      {children}
    </article>
  );
}
