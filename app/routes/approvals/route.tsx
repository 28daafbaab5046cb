import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CallToAction } from "#app/components/CallToAction";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { card, cardText, cardTitle } from "#app/components/card.css";
import { cell, headCell, rowHeading, table, tableFrame } from "#app/components/table.css";
import { pages } from "#app/content/collections.server";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { bulletList, grid, visuallyHiddenOnPhones } from "#app/styles/layout.css";
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
        <div className={tableFrame}>
          <table className={table} aria-labelledby="routes-heading">
            <thead className={visuallyHiddenOnPhones}>
              <tr>
                <th scope="col" className={headCell}>
                  {columns.plot}
                </th>
                <th scope="col" className={headCell}>
                  {columns.height}
                </th>
                <th scope="col" className={`${headCell} ${styles.wide}`}>
                  {columns.route}
                </th>
                <th scope="col" className={headCell}>
                  {columns.time}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.routes.map((route) => (
                <tr key={route.plot}>
                  <th scope="row" className={rowHeading}>
                    {route.plot}
                  </th>
                  <td className={cell} data-label={columns.height}>
                    {route.height}
                  </td>
                  <td className={cell} data-label={columns.route}>
                    {route.route}
                  </td>
                  <td className={cell} data-label={columns.time}>
                    {route.time}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="documents" copy={sections.documents} tone="white">
        <ul className={bulletList}>
          {page.documents.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>

      <Section id="during-and-after" copy={sections.duringAndAfter}>
        <ul className={bulletList}>
          {page.duringAndAfter.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>

      <Section id="what-we-do" copy={sections.weDo} tone="white">
        <ul className={bulletList}>
          {page.weDo.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>

      <CallToAction copy={sections.callToAction} />
    </>
  );
}
