import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "#app/components/ButtonLink";
import { CallToAction } from "#app/components/CallToAction";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { cell, headCell, rowHeading, table, tableFrame } from "#app/components/table.css";
import { pages } from "#app/content/collections.server";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { actions, bulletList, visuallyHiddenOnPhones } from "#app/styles/layout.css";
import * as styles from "./how-we-work.css";

export async function loader() {
  return { page: pages.howWeWork };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.howWeWork);

export default function HowWeWorkPage() {
  const { page } = useLoaderData<typeof loader>();
  const { sections } = page;
  const { payments: paymentWords, warranty: warrantyWords } = sections;
  return (
    <>
      <PageHero hero={page.hero} />

      <Section id="payments" copy={sections.payments} tone="white">
        <div className={tableFrame}>
          <table className={table} aria-labelledby="payments-heading">
            <thead className={visuallyHiddenOnPhones}>
              <tr>
                <th scope="col" className={headCell}>
                  {paymentWords.stage}
                </th>
                <th scope="col" className={`${headCell} ${styles.wide}`}>
                  {paymentWords.work}
                </th>
                <th scope="col" className={`${headCell} ${styles.figure}`}>
                  {paymentWords.percent}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.payments.map((payment) => (
                <tr key={payment.stage}>
                  <th scope="row" className={rowHeading}>
                    {payment.stage}
                  </th>
                  <td className={cell}>{payment.work}</td>
                  <td className={`${cell} ${styles.figure}`} data-label={paymentWords.percent}>
                    {payment.percent}%
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="delays" copy={sections.delays}>
        <ul className={bulletList}>
          {page.delays.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Section>

      <Section id="changes" copy={sections.changes} tone="white">
        <div className={actions}>
          <ButtonLink to={sections.changes.action.href} look="secondary">
            {sections.changes.action.label}
          </ButtonLink>
        </div>
      </Section>

      <Section id="warranty" copy={sections.warranty}>
        <div className={tableFrame}>
          <table className={table} aria-labelledby="warranty-heading">
            <thead className={visuallyHiddenOnPhones}>
              <tr>
                <th scope="col" className={headCell}>
                  {warrantyWords.component}
                </th>
                <th scope="col" className={`${headCell} ${styles.wide}`}>
                  {warrantyWords.covers}
                </th>
                <th scope="col" className={headCell}>
                  {warrantyWords.duration}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.warranty.map((part) => (
                <tr key={part.component}>
                  <th scope="row" className={rowHeading}>
                    {part.component}
                  </th>
                  <td className={cell}>{part.covers}</td>
                  <td className={cell} data-label={warrantyWords.duration}>
                    {part.duration}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="visits" copy={sections.visits} tone="white">
        <ul className={bulletList}>
          {page.visits.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Section>

      <CallToAction copy={sections.callToAction} />
    </>
  );
}
