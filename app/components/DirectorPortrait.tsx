import type { Settings } from "#tooling/content-schemas";
import * as styles from "./director-portrait.css";
import { ResponsiveImage } from "./ResponsiveImage";

/** "Anand Rao Kadamba" -> "AK": the first and last name's initials. */
export function initials(name: string) {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1]![0]! : "";
  return (first + last).toUpperCase();
}

/**
 * The managing director's photograph when the company supplies one; until then his initials,
 * name and role set in type, never a drawn face. Decorative either way: his name and role
 * are written beside it.
 */
export function DirectorPortrait({
  director,
  sizes,
  className,
}: {
  director: Settings["managingDirector"];
  sizes: string;
  className?: string;
}) {
  if (director.photo) {
    return (
      <ResponsiveImage
        image={director.photo}
        sizes={sizes}
        className={`${styles.frame} ${className ?? ""}`}
        loading="lazy"
      />
    );
  }
  return (
    <div className={`${styles.frame} ${styles.monogram} ${className ?? ""}`} aria-hidden="true">
      <span className={styles.letters}>{initials(director.name)}</span>
      <span className={styles.rule} />
      <span className={styles.name}>{director.name}</span>
      <span className={styles.role}>{director.title}</span>
    </div>
  );
}
