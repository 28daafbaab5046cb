import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CallToAction } from "#app/components/CallToAction";
import { DirectorCard } from "#app/components/DirectorCard";
import { IconCard } from "#app/components/IconCard";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { card, cardText, cardTitle } from "#app/components/card.css";
import { pages, settings, teamRoles, values } from "#app/content/collections.server";
import { metaForPage } from "#app/lib/seo";
import { anchors, routes } from "#app/navigation";
import { grid, proseFlow } from "#app/styles/layout.css";
import * as styles from "./about.css";

export async function loader() {
  return {
    page: pages.about,
    values,
    roles: teamRoles,
    specialists: teamRoles.reduce((total, role) => total + role.count, 0),
    director: settings.managingDirector,
  };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.about);

export default function AboutPage() {
  const { page, values, roles, specialists, director } = useLoaderData<typeof loader>();
  // The managing director leads the team and counts towards its strength.
  const teamTotal = specialists + 1;
  const { sections } = page;
  return (
    <>
      <PageHero hero={page.hero} />

      <Section id="our-story" copy={sections.story} tone="white">
        <div className={styles.story}>
          {/* Markdown from content/, rendered at build time: trusted HTML. */}
          <div
            className={`${proseFlow} ${styles.storyText}`}
            dangerouslySetInnerHTML={{ __html: page.html }}
          />
          <div className={styles.missionVision}>
            {[sections.mission, sections.vision].map((statement) => (
              <article key={statement.heading} className={`${card} ${styles.statement}`}>
                <h3 className={cardTitle}>{statement.heading}</h3>
                <p className={cardText}>{statement.intro}</p>
              </article>
            ))}
          </div>
        </div>
      </Section>

      <Section id="values" copy={sections.values}>
        <div className={grid.four}>
          {values.map((value) => (
            <IconCard key={value.order} card={value} />
          ))}
        </div>
      </Section>

      <Section id={anchors.team} copy={sections.team} tone="white">
        <DirectorCard
          director={director}
          intro={sections.managingDirector.intro}
          action={sections.managingDirector.action}
        />

        <ul className={styles.roles} aria-label="Team roles">
          {roles.map((role) => (
            <li key={role.order} className={`${card} ${styles.role}`}>
              <span className={styles.roleCount}>{role.count}</span>
              <h3 className={cardTitle}>{role.title}</h3>
              <p className={cardText}>{role.text}</p>
            </li>
          ))}
        </ul>

        <p className={styles.total}>
          <span className={styles.totalCount}>{teamTotal}</span>
          <span>
            {sections.team.totalLabel}
            <span className={styles.totalDetail}>
              {`${specialists} ${sections.team.totalDetail}`}
            </span>
          </span>
        </p>
      </Section>

      <CallToAction copy={sections.callToAction} />
    </>
  );
}
