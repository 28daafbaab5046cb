import type { Settings } from "#tooling/content-schemas";
import { Glyph } from "./Glyph";
import * as styles from "./social-links.css";

type Network = keyof Settings["social"];

const networks: { key: Network; label: string }[] = [
  { key: "facebook", label: "Facebook" },
  { key: "twitter", label: "Twitter" },
  { key: "instagram", label: "Instagram" },
  { key: "linkedin", label: "LinkedIn" },
];

/** Links to the company's social profiles, each named for screen readers. */
export function SocialLinks({
  social,
  tone = "dark",
}: {
  social: Settings["social"];
  tone?: "dark" | "light";
}) {
  return (
    <ul className={styles.list}>
      {networks.map(({ key, label }) => (
        <li key={key}>
          <a
            href={social[key]}
            className={styles.link[tone]}
            aria-label={label}
            rel="noopener noreferrer"
            target="_blank"
          >
            <Glyph name={key} className={styles.mark} />
          </a>
        </li>
      ))}
    </ul>
  );
}
