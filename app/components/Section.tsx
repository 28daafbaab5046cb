import type { ReactNode } from "react";
import {
  centered,
  container,
  section,
  sectionHeader,
  sectionHeading,
  sectionIntro,
  sectionTone,
} from "#app/styles/layout.css";

/** A section's heading and the sentence under it, as a page's content file gives them. */
export type SectionCopy = { heading: string; intro?: string };

/**
 * A page band with its heading: every section of every page. `id` is the anchor other pages
 * link to and names the section for assistive technology.
 */
export function Section({
  id,
  copy: { heading, intro },
  tone = "light",
  align = "start",
  children,
}: {
  id: string;
  copy: SectionCopy;
  tone?: keyof typeof sectionTone;
  align?: "start" | "center";
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${section} ${sectionTone[tone]}`}>
      <div className={container}>
        <header className={align === "center" ? `${sectionHeader} ${centered}` : sectionHeader}>
          <h2 id={headingId} className={sectionHeading}>
            {heading}
          </h2>
          {intro && <p className={sectionIntro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
