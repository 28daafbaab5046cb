import { CardPicture, type ShownPicture } from "#app/components/ImageDialog";
import { halfCardImageSizes } from "#app/components/ResponsiveImage";
import { card, cardText, cardTitle } from "#app/components/card.css";
import { ViewProjectLink } from "#app/components/ViewProjectLink";
import { progressBar } from "#app/components/progress-bar.css";
import type { Image } from "#tooling/content-schemas";
import * as styles from "./projects.css";

/** A finished project as its card shows it. */
export type Completed = {
  id: number;
  title: string;
  location: string;
  year: number;
  category: string;
  image: Image;
  /** The paragraph on its card. */
  cardText: string;
  /** Its own page. */
  path: string;
};
/** A site still under way, with how far along it is. */
export type Ongoing = {
  id: number;
  title: string;
  location: string;
  type: string;
  progress: number;
  image: Image;
  /** The paragraph on its card. */
  cardText: string;
  /** Its own page. */
  path: string;
  /** The contact form, asking to visit the site. */
  siteVisitHref: string;
};
type OpenImage = (shown: ShownPicture) => void;

export function ProjectCard({
  project,
  viewLabel,
  onOpen,
}: {
  project: Completed;
  viewLabel: string;
  onOpen: OpenImage;
}) {
  return (
    <article className={card}>
      <CardPicture
        image={project.image}
        title={project.title}
        onOpen={onOpen}
        sizes={halfCardImageSizes}
      />
      <p className={styles.meta}>
        <span className={styles.badge}>{project.category}</span>
        <span>{project.year}</span>
      </p>
      <h3 className={cardTitle}>{project.title}</h3>
      <p className={styles.location}>{project.location}</p>
      <p className={cardText}>{project.cardText}</p>
      <ViewProjectLink project={project} label={viewLabel} />
    </article>
  );
}

export function OngoingCard({
  project,
  progressLabel,
  viewLabel,
  siteVisitLabel,
  onOpen,
}: {
  project: Ongoing;
  progressLabel: string;
  viewLabel: string;
  siteVisitLabel: string;
  onOpen: OpenImage;
}) {
  const titleId = `ongoing-${project.id}-title`;
  const labelId = `ongoing-${project.id}-progress`;
  return (
    <article className={card}>
      <CardPicture
        image={project.image}
        title={project.title}
        onOpen={onOpen}
        sizes={halfCardImageSizes}
      />
      <p className={styles.meta}>
        <span className={styles.badge}>{project.type}</span>
      </p>
      <h3 id={titleId} className={cardTitle}>
        {project.title}
      </h3>
      <p className={styles.location}>{project.location}</p>
      <p className={cardText}>{project.cardText}</p>
      <div className={styles.progress}>
        <div className={styles.progressLabel}>
          <span id={labelId}>{progressLabel}</span>
          <span>{project.progress}%</span>
        </div>
        <progress
          className={progressBar}
          // Named by its project, so two bars are told apart: "Nallagandla Villas Progress".
          aria-labelledby={`${titleId} ${labelId}`}
          max={100}
          value={project.progress}
        >
          {project.progress}%
        </progress>
      </div>
      <ViewProjectLink
        project={project}
        label={viewLabel}
        siteVisit={{ label: siteVisitLabel, href: project.siteVisitHref }}
      />
    </article>
  );
}
