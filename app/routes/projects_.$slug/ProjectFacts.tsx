import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import type { SingletonData } from "#tooling/content-schemas";
import * as styles from "./project-page.css";

type Labels = SingletonData<"pages/projects">["projectPage"]["facts"];

/** The facts beside the case study; optional ones appear only when the file gives them. */
export function ProjectFacts({
  project,
  area,
  services,
  labels,
  className,
}: {
  project: {
    location: string;
    durationMonths?: number;
    clientType?: string;
  } & (
    | { stage: "completed"; year: number; category: string }
    | { stage: "ongoing"; progress: number; type: string }
  );
  /** The area in figures, grouped by the server ("1,20,000"): the browser's own number
   * formatting would load its locale data while the page starts up. */
  area?: string;
  services: { title: string; href: string }[];
  labels: Labels;
  className?: string;
}) {
  const rows: { label: string; value: ReactNode }[] = [
    { label: labels.location, value: project.location },
    project.stage === "completed"
      ? { label: labels.completed, value: project.year }
      : { label: labels.progress, value: `${project.progress}%` },
    {
      label: labels.category,
      value: project.stage === "completed" ? project.category : project.type,
    },
  ];
  if (area !== undefined) rows.push({ label: labels.area, value: `${area} sq ft` });
  if (project.durationMonths !== undefined) {
    const months = project.durationMonths;
    rows.push({ label: labels.duration, value: `${months} ${months === 1 ? "month" : "months"}` });
  }
  if (services.length > 0) {
    rows.push({
      label: labels.services,
      value: (
        <ul className={styles.serviceLinks}>
          {services.map((service) => (
            <li key={service.title}>
              <Link to={service.href}>{service.title}</Link>
            </li>
          ))}
        </ul>
      ),
    });
  }
  if (project.clientType) rows.push({ label: labels.client, value: project.clientType });

  return (
    <aside aria-labelledby="project-facts" className={className}>
      <h3 id="project-facts" className={styles.factsHeading}>
        {labels.heading}
      </h3>
      <dl className={styles.factList}>
        {rows.map((row) => (
          <div key={row.label} className={styles.fact}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
