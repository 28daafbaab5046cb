import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BulletList } from "#app/components/BulletList";
import { CallToAction } from "#app/components/CallToAction";
import { DataTable } from "#app/components/DataTable";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { card, cardText, cardTitle } from "#app/components/card.css";
import { pages } from "#app/content/collections.server";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { grid } from "#app/styles/layout.css";
import * as styles from "./approvals.css";

export async function loader() {
  return { page: pages.approvals };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.approvals);

export default function ApprovalsPage() {
  const { page } = useLoaderData<typeof loader>();
  const { sections } = page;
  const columns = sections.routes;
  return (
    <>
      <PageHero hero={page.hero} />

      <Section id="authorities" copy={sections.authorities} tone="white">
        {/* Dated, and never the last word: the authority's is. */}
        <aside className={styles.note} aria-label="How current this guide is">
          <p>{page.asOf}</p>
          <p>{page.confirm}</p>
        </aside>
        <div className={grid.three}>
          {page.authorities.map((authority) => (
            <article key={authority.name} className={card}>
              <h3 className={cardTitle}>{authority.name}</h3>
              <p className={cardText}>{authority.area}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section id="routes" copy={sections.routes}>
        <DataTable
          labelledBy="routes-heading"
          columns={[
            { label: columns.plot },
            { label: columns.height },
            { label: columns.route, kind: "wide" },
            { label: columns.time },
          ]}
          rows={page.routes.map((route) => ({
            heading: route.plot,
            cells: [route.height, route.route, route.time],
          }))}
        />
      </Section>

      <Section id="documents" copy={sections.documents} tone="white">
        <BulletList items={page.documents} />
      </Section>

      <Section id="during-and-after" copy={sections.duringAndAfter}>
        <BulletList items={page.duringAndAfter} />
      </Section>

      <Section id="what-we-do" copy={sections.weDo} tone="white">
        <BulletList items={page.weDo} />
      </Section>

      <CallToAction copy={sections.callToAction} />
    </>
  );
}
