import { visuallyHidden } from "#app/styles/layout.css";
import { Glyph } from "./Glyph";
import * as styles from "./cut-text.css";

/**
 * A card's text cut to length, with a 'Read more' disclosure that shows it whole. A native
 * <details>: it opens without scripts, and the whole text is in the server-rendered page.
 */
export function CutText({
  cut,
  full,
  subject,
  className,
}: {
  cut: string;
  full: string;
  /** Added to the toggle's name for screen readers: "Read more: Sravani Reddy's review". */
  subject: string;
  className?: string;
}) {
  if (cut === full) return <p className={className}>{full}</p>;
  return (
    <div className={styles.cutText}>
      <p className={`${className ?? ""} ${styles.cut}`}>{cut}</p>
      {/* A <details> is a group to assistive technology, and a group is named. */}
      <details className={styles.details} aria-label={subject}>
        <summary className={styles.toggle}>
          <span className={styles.whenClosed}>Read more</span>
          <span className={styles.whenOpen}>Show less</span>
          <span className={visuallyHidden}>{`: ${subject}`}</span>
          <Glyph name="chevronDown" className={styles.chevron} />
        </summary>
        <p className={className}>{full}</p>
      </details>
    </div>
  );
}
