import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { estimator, pages, settings } from "#app/content/collections.server";
import { siteUrl } from "#app/lib/env.server";
import { readEstimateRequest, type EstimateRequest } from "#app/lib/estimate";
import { estimatorStructuredData, scriptSafeJson } from "#app/lib/search-engines";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import * as styles from "./estimate.css";
import { EstimateForm } from "./EstimateForm";
import { EstimateResult } from "./EstimateResult";
import { estimateView, estimatorOptions } from "./estimate-view.server";
import { useEstimateFeedback } from "./useEstimateFeedback";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pages.estimate;
  const params = new URL(request.url).searchParams;
  // The first visit asks nothing, so it shows no errors either.
  const asked = [...params.keys()].length > 0;
  const answers: EstimateRequest = asked
    ? readEstimateRequest(params, estimator)
    : { values: { extra: [] }, errors: {} };
  return {
    page,
    asked,
    values: answers.values,
    errors: answers.errors,
    options: estimatorOptions,
    result: answers.input && estimateView(answers.input),
    disclaimer: estimator.disclaimer,
    structuredData: scriptSafeJson(
      estimatorStructuredData({
        siteUrl,
        companyName: settings.companyName,
        city: settings.address.city,
        name: page.hero.heading,
        description: page.description,
        path: routes.estimate,
      }),
    ),
  };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.estimate);

export default function EstimatePage() {
  const { page, asked, values, errors, options, result, disclaimer, structuredData } =
    useLoaderData<typeof loader>();
  const feedback = useEstimateFeedback(errors, asked);
  return (
    <>
      <PageHero hero={page.hero} />
      <Section id="estimator" copy={{ heading: page.form.heading }}>
        <div className={styles.layout}>
          <EstimateForm
            copy={page.form}
            options={options}
            values={values}
            errors={feedback.shown}
            announcement={feedback.announcement}
            onLeave={feedback.left}
            onPress={feedback.pressed}
          />
          <EstimateResult
            copy={page.result}
            result={result}
            errors={feedback.shown}
            disclaimer={disclaimer}
          />
        </div>
      </Section>
      <script
        type="application/ld+json"
        // Built from content and escaped by scriptSafeJson.
        dangerouslySetInnerHTML={{ __html: structuredData }}
      />
    </>
  );
}
