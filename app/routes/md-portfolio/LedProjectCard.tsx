import { CardPicture, type ShownPicture } from "#app/components/ImageDialog";
import { card, cardText, cardTitle } from "#app/components/card.css";
import { ViewProjectLink } from "#app/components/ViewProjectLink";
import type { Image } from "#tooling/content-schemas";
import * as styles from "./md-portfolio.css";

/** A project the managing director led, with what he did on it. */
export function LedProjectCard({
  project,
  contributionLabel,
  viewLabel,
  onOpen,
}: {
  project: {
    title: string;
    location: string;
    year: number;
    image: Image;
    text: string;
    contribution: string;
    /** Its own page on this site, when it has one. */
    path?: string;
  };
  contributionLabel: string;
  viewLabel: string;
  onOpen: (shown: ShownPicture) => void;
}) {
  return (
    <article className={card}>
      <CardPicture image={project.image} title={project.title} onOpen={onOpen} />
      <p className={styles.meta}>
        {project.location} · {project.year}
      </p>
      <h3 className={cardTitle}>{project.title}</h3>
      <p className={cardText}>{project.text}</p>
      <p className={styles.contribution}>
        <strong>{`${contributionLabel}: `}</strong>
        {project.contribution}
      </p>
      {project.path && (
        <ViewProjectLink project={{ title: project.title, path: project.path }} label={viewLabel} />
      )}
    </article>
  );
}
