import type { Settings } from "#tooling/content-schemas";
import * as styles from "./social-links.css";

type Network = keyof Settings["social"];

const networks: { key: Network; label: string }[] = [
  { key: "facebook", label: "Facebook" },
  { key: "twitter", label: "Twitter" },
  { key: "instagram", label: "Instagram" },
  { key: "linkedin", label: "LinkedIn" },
];

/** Simple glyphs drawn for this site, recognisable at 20 px. */
function Glyph({ network }: { network: Network }) {
  const common = {
    width: 20,
    height: 20,
    viewBox: "0 0 24 24",
    "aria-hidden": true,
    focusable: false,
  } as const;
  switch (network) {
    case "facebook":
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
        </svg>
      );
    case "twitter":
      return (
        <svg {...common} fill="currentColor">
          <path d="M4 4h4.6l3.7 5.1L16.7 4h2.6l-5.8 6.7L20 20h-4.6l-4.1-5.6L6.4 20H3.8l6.3-7.2L4 4Zm3 1.6 9.2 12.8h1.3L8.4 5.6H7Z" />
        </svg>
      );
    case "instagram":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </svg>
      );
    case "linkedin":
      return (
        <svg {...common} fill="currentColor">
          <path d="M4.5 9h3v11h-3V9Zm1.5-5a1.8 1.8 0 1 1 0 3.6A1.8 1.8 0 0 1 6 4Zm4 5h2.9v1.5c.5-.9 1.6-1.8 3.3-1.8 3.1 0 3.8 2 3.8 4.7V20h-3v-5.9c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20h-3V9Z" />
        </svg>
      );
  }
}

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
            <Glyph network={key} />
          </a>
        </li>
      ))}
    </ul>
  );
}
