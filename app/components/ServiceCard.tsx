import { Link } from "@remix-run/react";
import type { Image } from "#tooling/content-schemas";
import {
  card,
  cardFooter,
  cardIcon,
  cardMedia,
  cardMediaImage,
  cardText,
  cardTitle,
  textLink,
} from "./card.css";
import { ContentIcon } from "./ContentIcon";
import { CutText } from "./CutText";
import { visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./service-card.css";
import { cardImageSizes, ResponsiveImage } from "./ResponsiveImage";

export type ServiceSummary = {
  id: number;
  title: string;
  /** SVG markup from `iconSvg()`. */
  icon: string;
  image: Image;
  /** The description, already cut to length by the loader. */
  summary: string;
  /** The whole description, behind 'Read more' when the summary is cut. */
  description: string;
};

/** A service in brief, with a picture and a link onwards: home page and services page. */
export function ServiceCard({
  service,
  link,
}: {
  service: ServiceSummary;
  link: { label: string; to: string };
}) {
  return (
    <article className={card}>
      <div className={cardMedia}>
        <ResponsiveImage
          image={service.image}
          sizes={cardImageSizes}
          className={cardMediaImage}
          deferred
        />
      </div>
      <div className={styles.titleRow}>
        <ContentIcon svg={service.icon} className={cardIcon} />
        <h3 className={cardTitle}>{service.title}</h3>
      </div>
      <CutText
        cut={service.summary}
        full={service.description}
        subject={service.title}
        className={cardText}
      />
      <p className={cardFooter}>
        <Link to={link.to} className={textLink}>
          {link.label}
          {/* Says where the link leads for screen readers and search engines. */}
          <span className={visuallyHidden}>{` about ${service.title}`}</span>
        </Link>
      </p>
    </article>
  );
}
