import { Link } from "@remix-run/react";
import { ButtonLink } from "#app/components/ButtonLink";
import type { Item } from "#app/content/collections.server";
import { estimateFields, type EstimateRequest } from "#app/lib/estimate";
import { panel } from "#app/styles/form.css";
import * as styles from "./estimate.css";
import type { EstimateView } from "./estimate-view.server";
import { resultHeadingId, resultId } from "./ids";

/**
 * The estimate beside the form: its range and timeline read out as they change, then how it adds
 * up. Until it can be worked out, the answers still to correct, each a link to its field.
 */
export function EstimateResult({
  copy,
  result,
  errors,
  disclaimer,
}: {
  copy: Item<"pages/estimate">["result"];
  result: EstimateView | undefined;
  /** The errors the visitor has reached. */
  errors: EstimateRequest["errors"];
  disclaimer: string;
}) {
  const toCorrect = estimateFields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
  return (
    <aside id={resultId} className={`${panel} ${styles.result}`} aria-labelledby={resultHeadingId}>
      {/* Focus comes here after the button, so the estimate is read from its heading. */}
      <h3 id={resultHeadingId} className={styles.resultHeading} tabIndex={-1}>
        {copy.heading}
      </h3>
      {/* Read out when the estimate changes, without moving focus. */}
      <div aria-live="polite">
        {result ? (
          <>
            <p className={styles.figureLabel}>{copy.range}</p>
            <p className={styles.range}>
              {/* It may break before the dash, never after it: no line ends in "–". */}
              {result.low} <span className={styles.unbroken}>– {result.high}</span>
            </p>
            <p className={styles.figureLabel}>{copy.timeline}</p>
            <p className={styles.months}>{result.months}</p>
          </>
        ) : (
          toCorrect.length === 0 && <p>{copy.empty}</p>
        )}
      </div>
      {!result && toCorrect.length > 0 && (
        <div>
          <p>{copy.fix}</p>
          <ul className={styles.fixList}>
            {toCorrect.map(({ field, message }) => (
              <li key={field}>
                <a href={`#${field}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {result && (
        <>
          <h4 className={styles.figureLabel}>{copy.breakdown}</h4>
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
            {copy.total}: <strong>{result.total}</strong>
          </p>
          <div className={styles.nextSteps}>
            <ButtonLink to={result.quote}>{copy.quote}</ButtonLink>
            {result.packageLink && (
              // A full load, so the packages page opens at the level's column (`:target`).
              <Link to={result.packageLink.href} reloadDocument>
                {result.packageLink.label}
              </Link>
            )}
          </div>
        </>
      )}
      <p className={styles.disclaimer}>{disclaimer}</p>
    </aside>
  );
}
