import type { Link, Settings } from "#tooling/content-schemas";
import { actions } from "#app/styles/layout.css";
import { ButtonLink } from "./ButtonLink";
import * as styles from "./director-card.css";
import { DirectorPortrait } from "./DirectorPortrait";

/** The managing director with a few words and a link to his portfolio: home and about pages. */
export function DirectorCard({
  director,
  intro,
  action,
}: {
  director: Settings["managingDirector"];
  intro?: string;
  action: Link;
}) {
  return (
    <article className={styles.director}>
      <DirectorPortrait director={director} sizes="16rem" className={styles.photo} />
      <div>
        <h3 className={styles.name}>{director.name}</h3>
        <p className={styles.title}>{director.title}</p>
        {intro && <p className={styles.text}>{intro}</p>}
        <div className={actions}>
          <ButtonLink to={action.href}>{action.label}</ButtonLink>
        </div>
      </div>
    </article>
  );
}
