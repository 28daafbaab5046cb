import { ButtonLink } from "#app/components/ButtonLink";
import type { Item } from "#app/content/collections.server";
import { panel } from "#app/styles/form.css";
import * as styles from "./estimate.css";
import type { EstimateView } from "./estimate-view.server";

/** The estimate beside the form: its range and timeline read out as they change, then how it adds up. */
export function EstimateResult({
  copy,
  result,
  disclaimer,
}: {
  copy: Item<"pages/estimate">["result"];
  result: EstimateView | undefined;
  disclaimer: string;
}) {
  return (
    <aside className={`${panel} ${styles.result}`} aria-labelledby="estimate-heading">
      <h3 id="estimate-heading" className={styles.resultHeading}>
        {copy.heading}
      </h3>
      {/* Read out when the estimate changes, without moving focus. */}
      <div aria-live="polite">
        {result ? (
          <>
            <p className={styles.figureLabel}>{copy.range}</p>
            <p className={styles.range}>{result.range}</p>
            <p className={styles.figureLabel}>{copy.timeline}</p>
            <p className={styles.months}>{result.months}</p>
          </>
        ) : (
          <p>{copy.empty}</p>
        )}
      </div>
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
          <ButtonLink to={result.quote}>{copy.quote}</ButtonLink>
        </>
      )}
      <p className={styles.disclaimer}>{disclaimer}</p>
    </aside>
  );
}
