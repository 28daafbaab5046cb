import * as styles from "./process-steps.css";

/** Numbered steps of how a project runs: services page and FAQ page. */
export function ProcessSteps({
  steps,
}: {
  steps: { step: number; title: string; text: string }[];
}) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.step} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(step.step).padStart(2, "0")}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
