import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BulletList } from "#app/components/BulletList";
import { ButtonLink } from "#app/components/ButtonLink";
import { CallToAction } from "#app/components/CallToAction";
import { DataTable } from "#app/components/DataTable";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { pages } from "#app/content/collections.server";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { actions } from "#app/styles/layout.css";

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
        <DataTable
          labelledBy="payments-heading"
          columns={[
            { label: paymentWords.stage },
            { label: paymentWords.work, kind: "wide" },
            { label: paymentWords.percent, kind: "figure" },
          ]}
          rows={page.payments.map((payment) => ({
            heading: payment.stage,
            cells: [payment.work, `${payment.percent}%`],
          }))}
        />
      </Section>

      <Section id="delays" copy={sections.delays}>
        <BulletList items={page.delays} />
      </Section>

      <Section id="changes" copy={sections.changes} tone="white">
        <div className={actions}>
          <ButtonLink to={sections.changes.action.href} look="secondary">
            {sections.changes.action.label}
          </ButtonLink>
        </div>
      </Section>

      <Section id="warranty" copy={sections.warranty}>
        <DataTable
          labelledBy="warranty-heading"
          columns={[
            { label: warrantyWords.component },
            { label: warrantyWords.covers, kind: "wide" },
            { label: warrantyWords.duration },
          ]}
          rows={page.warranty.map((part) => ({
            heading: part.component,
            cells: [part.covers, part.duration],
          }))}
        />
      </Section>

      <Section id="visits" copy={sections.visits} tone="white">
        <BulletList items={page.visits} />
      </Section>

      <CallToAction copy={sections.callToAction} />
    </>
  );
}
