import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CallToAction } from "#app/components/CallToAction";
import { DirectorCard } from "#app/components/DirectorCard";
import { IconCard } from "#app/components/IconCard";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { card, cardText, cardTitle } from "#app/components/card.css";
import { pages, settings, teamRoles, values } from "#app/content/collections.server";
import { iconSvg } from "#app/lib/icons.server";
import { metaForPage } from "#app/lib/seo";
import { anchors, routes } from "#app/navigation";
import { grid, proseFlow } from "#app/styles/layout.css";
import * as styles from "./about.css";

export async function loader() {
  const { title, description, hero, sections, html } = pages.about;
  const roles = teamRoles.map(({ order, count, title, text }) => ({ order, count, title, text }));
  return {
    page: { title, description, hero, sections, storyHtml: html },
    values: values.map(({ order, title, icon, text }) => ({
      order,
      title,
      icon: iconSvg(icon),
      text,
    })),
    roles,
    specialists: roles.reduce((total, role) => total + role.count, 0),
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

      <Section
        id="our-story"
        heading={sections.story.heading}
        intro={sections.story.intro}
        tone="white"
      >
        <div className={styles.story}>
          {/* Markdown from content/, rendered at build time: trusted HTML. */}
          <div
            className={`${proseFlow} ${styles.storyText}`}
            dangerouslySetInnerHTML={{ __html: page.storyHtml }}
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

      <Section id="values" heading={sections.values.heading} intro={sections.values.intro}>
        <div className={grid.four}>
          {values.map((value) => (
            <IconCard key={value.order} icon={value.icon} title={value.title} text={value.text} />
          ))}
        </div>
      </Section>

      <Section
        id={anchors.team}
        heading={sections.team.heading}
        intro={sections.team.intro}
        tone="white"
      >
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

      <CallToAction
        heading={sections.callToAction.heading}
        intro={sections.callToAction.intro}
        actions={sections.callToAction.actions}
      />
    </>
  );
}
