import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "#app/components/ButtonLink";
import { CallToAction } from "#app/components/CallToAction";
import { ContentIcon } from "#app/components/ContentIcon";
import { PageHero } from "#app/components/PageHero";
import { ResponsiveImage } from "#app/components/ResponsiveImage";
import { cardMediaImage } from "#app/components/card.css";
import { ProcessSteps } from "#app/components/ProcessSteps";
import { Section } from "#app/components/Section";
import { ServiceCard } from "#app/components/ServiceCard";
import { pages, serviceProcess, services } from "#app/content/collections.server";
import { metaForPage } from "#app/lib/seo";
import { toServiceSummary } from "#app/lib/services.server";
import { anchors, routes, serviceAnchor } from "#app/navigation";
import { checkListItem, glyphList, grid, proseFlow, visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./services.css";

/** The summary cards show the first this-many services. */
const SUMMARY_COUNT = 3;

export async function loader() {
  return {
    page: pages.services,
    summaries: services.slice(0, SUMMARY_COUNT).map(toServiceSummary),
    details: services,
    steps: serviceProcess,
  };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.services);

export default function ServicesPage() {
  const { page, summaries, details, steps } = useLoaderData<typeof loader>();
  const { sections } = page;
  return (
    <>
      <PageHero hero={page.hero} />

      <Section id="overview" copy={sections.summaries}>
        <div className={grid.three}>
          {summaries.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              link={{ label: sections.summaries.linkLabel, to: routes.contact }}
            />
          ))}
        </div>
      </Section>

      <Section id="all-services" copy={sections.details} tone="white">
        <div className={styles.details}>
          {details.map((service) => (
            <article
              key={service.id}
              id={serviceAnchor(service.title)}
              className={styles.detail}
              aria-labelledby={`service-${service.id}`}
            >
              <div className={styles.detailMedia}>
                <ResponsiveImage
                  image={service.image}
                  sizes="(min-width: 1024px) 50vw, 100vw"
                  className={cardMediaImage}
                  deferred
                />
              </div>
              <div>
                <div className={styles.detailTitleRow}>
                  <ContentIcon svg={service.icon} className={styles.detailIcon} />
                  <h3 id={`service-${service.id}`} className={styles.detailTitle}>
                    {service.title}
                  </h3>
                </div>
                {/* Markdown from content/, rendered at build time: trusted HTML. */}
                <div
                  className={`${proseFlow} ${styles.detailText}`}
                  dangerouslySetInnerHTML={{ __html: service.html }}
                />
                {service.features.length > 0 && (
                  <ul className={glyphList}>
                    {service.features.map((feature) => (
                      <li key={feature} className={checkListItem}>
                        {feature}
                      </li>
                    ))}
                  </ul>
                )}
                <div className={styles.detailAction}>
                  <ButtonLink to={routes.contact} look="secondary">
                    {sections.details.actionLabel}
                    <span className={visuallyHidden}>{`: ${service.title}`}</span>
                  </ButtonLink>
                </div>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section id={anchors.process} copy={sections.process}>
        <ProcessSteps steps={steps} />
      </Section>

      <CallToAction copy={sections.callToAction} />
    </>
  );
}
