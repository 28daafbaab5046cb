import { ButtonLink } from "./ButtonLink";
import { cardActions, cardFooter } from "./card.css";

/**
 * A card's way to the project's own page and, for a site under way, to asking for a visit; each
 * named by its project for screen readers.
 */
export function ViewProjectLink({
  project,
  label,
  siteVisit,
}: {
  project: { title: string; path: string };
  label: string;
  siteVisit?: { label: string; href: string };
}) {
  return (
    <div className={siteVisit ? cardActions : cardFooter}>
      <ButtonLink to={project.path} look="secondary" label={`${label}: ${project.title}`}>
        {label}
      </ButtonLink>
      {siteVisit && (
        <ButtonLink
          to={siteVisit.href}
          look="secondary"
          label={`${siteVisit.label}: ${project.title}`}
        >
          {siteVisit.label}
        </ButtonLink>
      )}
    </div>
  );
}
