import { Link } from "@remix-run/react";
import { PageHero } from "#app/components/PageHero";
import { progressBar } from "#app/components/progress-bar.css";
import type { ProjectPage } from "#app/lib/projects.server";
import * as styles from "./project-page.css";

/** The project's picture, title and card text, with where it is and its year or progress. */
export function ProjectHero({
  project,
  progressLabel,
}: {
  project: ProjectPage;
  progressLabel: string;
}) {
  return (
    <PageHero
      hero={{
        eyebrow: project.stage === "completed" ? project.category : project.type,
        heading: project.title,
        text: project.cardText,
        image: project.image,
        actions: [],
      }}
    >
      <div className={styles.heroFacts}>
        <span>{project.location}</span>
        {project.stage === "completed" ? (
          <span>{project.year}</span>
        ) : (
          <span className={styles.heroProgress}>
            <progress
              className={progressBar}
              aria-label={progressLabel}
              max={100}
              value={project.progress}
            >
              {project.progress}%
            </progress>
            <span>{`${project.progress}%`}</span>
          </span>
        )}
      </div>
    </PageHero>
  );
}

type Neighbour = { title: string; path: string };

/** Links to the projects before and after this one; the list wraps round at either end. */
export function ProjectNeighbours({
  previous,
  next,
  labels,
}: {
  previous: Neighbour;
  next: Neighbour;
  labels: { previous: string; next: string };
}) {
  return (
    <nav aria-label="More projects" className={styles.neighbours}>
      <Link to={previous.path} rel="prev" className={styles.neighbour}>
        <span className={styles.neighbourLabel}>{labels.previous}</span>
        <span className={styles.neighbourTitle}>{previous.title}</span>
      </Link>
      <Link to={next.path} rel="next" className={`${styles.neighbour} ${styles.next}`}>
        <span className={styles.neighbourLabel}>{labels.next}</span>
        <span className={styles.neighbourTitle}>{next.title}</span>
      </Link>
    </nav>
  );
}
