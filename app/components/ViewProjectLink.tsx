import { ButtonLink } from "./ButtonLink";
import { cardFooter } from "./card.css";

/** A card's way to the project's own page, named by its project for screen readers. */
export function ViewProjectLink({
  project,
  label,
}: {
  project: { title: string; path: string };
  label: string;
}) {
  return (
    <div className={cardFooter}>
      <ButtonLink to={project.path} look="secondary" label={`${label}: ${project.title}`}>
        {label}
      </ButtonLink>
    </div>
  );
}
