import type { Link } from "#app/content/schemas";
import { ButtonLink } from "./ButtonLink";
import { Section } from "./Section";
import { actions as actionsRow } from "#app/styles/layout.css";
import * as styles from "./call-to-action.css";

/** The closing band of a page: one heading, a sentence, and where to go next. */
export function CallToAction({
  heading,
  intro,
  actions,
}: {
  heading: string;
  intro?: string;
  actions: Link[];
}) {
  return (
    <Section id="next-step" heading={heading} intro={intro} tone="dark" align="center">
      <div className={`${actionsRow} ${styles.actions}`}>
        {actions.map((action, index) => (
          <ButtonLink key={action.href} to={action.href} look={index === 0 ? "primary" : "onDark"}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}
