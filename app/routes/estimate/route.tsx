import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "#app/components/ButtonLink";
import { button } from "#app/components/button.css";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { estimator, pages, settings } from "#app/content/collections.server";
import { siteUrl } from "#app/lib/env.server";
import {
  computeEstimate,
  estimateQuery,
  finishLevels,
  formatFigure,
  formatRupees,
  readEstimateRequest,
  workTypes,
  type EstimateRequest,
} from "#app/lib/estimate";
import { estimatorStructuredData, scriptSafeJson } from "#app/lib/search-engines";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { field, input, label, panel } from "#app/styles/form.css";
import * as styles from "./estimate.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pages.estimate;
  const params = new URL(request.url).searchParams;
  // The first visit asks nothing, so it shows no errors either.
  const asked: EstimateRequest =
    [...params.keys()].length > 0
      ? readEstimateRequest(params, estimator)
      : { values: { extra: [] }, errors: {} };
  const { input: chosen } = asked;
  const estimate = chosen && computeEstimate(estimator, chosen);
  const largest = estimate ? Math.max(...estimate.components.map((part) => part.amount)) : 0;
  return {
    page,
    values: asked.values,
    errors: asked.errors,
    options: {
      // Each choice as its card shows it: the value sent, its name and a line about it.
      types: workTypes.map((value) => {
        const { label, description } = estimator.types[value];
        return { value, label, detail: description };
      }),
      finishes: finishLevels.map((value) => {
        const { label, description } = estimator.finishes[value];
        return { value, label, detail: description };
      }),
      homeSizes: estimator.homeSizes.map(({ bhk, area }) => ({
        value: String(bhk),
        label: `${bhk} BHK`,
        detail: `about ${formatFigure(area)} sq ft`,
      })),
      extras: estimator.extras.map((extra) => ({
        id: extra.id,
        label: extra.label,
        price: formatRupees(extra.price),
        for: extra.for as string[],
      })),
    },
    result:
      estimate && chosen
        ? {
            range: `${formatRupees(estimate.low)} – ${formatRupees(estimate.high)}`,
            months: page.result.months.replace("{months}", String(estimate.months)),
            total: formatRupees(estimate.total),
            parts: estimate.components.map((part) => ({
              label: part.label,
              amount: formatRupees(part.amount),
              // Bars are drawn against the largest part, so the longest fills the row.
              width: largest > 0 ? (part.amount / largest) * 100 : 0,
            })),
            quote: `${routes.contact}?${new URLSearchParams({ estimate: estimateQuery(chosen) })}#get-in-touch`,
          }
        : undefined,
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
  const { page, values, errors, options, result, disclaimer, structuredData } =
    useLoaderData<typeof loader>();
  const { form: copy } = page;
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const [type, setType] = useState(values.type ?? "");
  // A choice asks again once React has rendered it into the form's inputs.
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (changes > 0 && formRef.current) {
      submit(formRef.current, { replace: true, preventScrollReset: true });
    }
  }, [changes, submit]);
  const changed = () => setChanges((count) => count + 1);

  const known = type !== "";
  const extras = options.extras.filter((extra) => !known || extra.for.includes(type));
  const areaLabel = type === "interior" ? copy.carpetArea : copy.builtUpArea;

  return (
    <>
      <PageHero hero={page.hero} />
      <Section id="estimator" copy={{ heading: copy.heading }}>
        <div className={styles.layout}>
          <Form method="get" ref={formRef} className={`${panel} ${styles.form}`} noValidate>
            <ChoiceGroup
              name="type"
              legend={copy.type}
              options={options.types}
              value={values.type}
              error={errors.type}
              onChoose={(value) => {
                setType(value);
                changed();
              }}
            />

            {(!known || type === "interior") && (
              <ChoiceGroup
                name="bhk"
                legend={copy.homeSize}
                compact
                options={options.homeSizes}
                value={values.bhk}
                error={errors.bhk}
                onChoose={changed}
              />
            )}

            <NumberInput
              name="area"
              label={areaLabel}
              hint={type === "interior" ? copy.carpetAreaHint : undefined}
              value={values.area}
              error={errors.area}
              onCommit={changed}
            />

            {(!known || type === "construction") && (
              <NumberInput
                name="floors"
                label={copy.floors}
                value={values.floors ?? "1"}
                error={errors.floors}
                onCommit={changed}
              />
            )}

            <ChoiceGroup
              name="finish"
              legend={copy.finish}
              options={options.finishes}
              value={values.finish}
              error={errors.finish}
              onChoose={changed}
            />

            <fieldset
              className={styles.group}
              aria-describedby={errors.extra ? "extra-error" : undefined}
            >
              <legend className={styles.groupLabel}>{copy.extras}</legend>
              <div className={styles.choices}>
                {extras.map((extra) => (
                  <label key={extra.id} className={styles.checkbox}>
                    <input
                      type="checkbox"
                      name="extra"
                      value={extra.id}
                      className={styles.choiceInput}
                      defaultChecked={values.extra.includes(extra.id)}
                      onChange={changed}
                    />
                    <span className={styles.tick} aria-hidden="true">
                      ✓
                    </span>
                    <span>
                      <span className={styles.choiceLabel}>{extra.label}</span>
                      <br />
                      <span className={styles.choiceDetail}>{extra.price}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.extra && (
                <p id="extra-error" className={styles.error}>
                  {errors.extra}
                </p>
              )}
            </fieldset>

            <button type="submit" className={`${button.primary} ${styles.submit}`}>
              {copy.submit}
            </button>
          </Form>

          <aside className={`${panel} ${styles.result}`} aria-labelledby="estimate-heading">
            <h3 id="estimate-heading" className={styles.resultHeading}>
              {page.result.heading}
            </h3>
            {/* Read out when the estimate changes, without moving focus. */}
            <div aria-live="polite">
              {result ? (
                <>
                  <p className={styles.figureLabel}>{page.result.range}</p>
                  <p className={styles.range}>{result.range}</p>
                  <p className={styles.figureLabel}>{page.result.timeline}</p>
                  <p className={styles.months}>{result.months}</p>
                </>
              ) : (
                <p>{page.result.empty}</p>
              )}
            </div>
            {result && (
              <>
                <h4 className={styles.figureLabel}>{page.result.breakdown}</h4>
                <ul className={styles.breakdown}>
                  {result.parts.map((part) => (
                    <li key={part.label} className={styles.part}>
                      <span>{part.label}</span>
                      <span className={styles.partAmount}>{part.amount}</span>
                      <svg className={styles.bar} aria-hidden="true" focusable="false">
                        <rect width="100%" height="100%" rx="4" />
                        <rect width={`${part.width}%`} height="100%" rx="4" />
                      </svg>
                    </li>
                  ))}
                </ul>
                <p>
                  {page.result.total}: <strong>{result.total}</strong>
                </p>
                <ButtonLink to={result.quote}>{page.result.quote}</ButtonLink>
              </>
            )}
            <p className={styles.disclaimer}>{disclaimer}</p>
          </aside>
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

/**
 * A whole number in figures. A native input, not react-aria's NumberField: that one submits
 * through a hidden input only its script updates, so without JavaScript the typed value was lost.
 */
function NumberInput({
  name,
  label: text,
  hint,
  value,
  error,
  onCommit,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string | undefined;
  error: string | undefined;
  onCommit: () => void;
}) {
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ");
  return (
    <div className={field}>
      <label htmlFor={name} className={label}>
        {text}
      </label>
      <input
        id={name}
        name={name}
        className={input}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onBlur={onCommit}
      />
      {hint && (
        <p id={`${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One choice of several, each a card. Native radio buttons in a fieldset: labelled by its legend,
 * arrow keys move between them, and they submit the same with or without JavaScript.
 */
function ChoiceGroup({
  name,
  legend,
  options,
  value,
  error,
  compact = false,
  onChoose,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string; detail: string }[];
  value: string | undefined;
  error: string | undefined;
  compact?: boolean;
  onChoose: (value: string) => void;
}) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.groupLabel}>{legend}</legend>
      <div className={compact ? styles.compactChoices : styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              className={styles.choiceInput}
              defaultChecked={option.value === value}
              onChange={() => onChoose(option.value)}
            />
            <span className={styles.choiceLabel}>{option.label}</span>
            <span className={styles.choiceDetail}>{option.detail}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
