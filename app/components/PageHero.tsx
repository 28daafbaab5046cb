import type { ReactNode } from "react";
import type { HeroContent } from "#tooling/content-schemas";
import { actions, container } from "#app/styles/layout.css";
import { ButtonLink } from "./ButtonLink";
import * as styles from "./page-hero.css";
import { ResponsiveImage } from "./ResponsiveImage";

/** The dark opening band of every page, with its artwork behind white text. */
export function PageHero({
  hero,
  size = "regular",
  animated = false,
  children,
}: {
  hero: HeroContent;
  size?: keyof typeof styles.hero;
  /** Fade and slide the text in once the page has painted. */
  animated?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero[size]} aria-labelledby="page-title">
      {hero.image && <ResponsiveImage image={hero.image} className={styles.artwork} priority />}
      <div className={styles.shade} />
      <div className={container}>
        <div className={animated ? `${styles.content} ${styles.entrance}` : styles.content}>
          {hero.eyebrow && <span className={styles.eyebrow}>{hero.eyebrow}</span>}
          <h1 id="page-title" className={styles.heading}>
            {hero.heading}
          </h1>
          <p className={styles.text}>{hero.text}</p>
          {hero.actions.length > 0 && (
            <div className={actions}>
              {hero.actions.map((action, index) => (
                <ButtonLink
                  key={action.href}
                  to={action.href}
                  look={index === 0 ? "primary" : "onDark"}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          )}
          {children}
        </div>
      </div>
    </section>
  );
}
