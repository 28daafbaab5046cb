import type { Link } from "#tooling/content-schemas";
import { ButtonLink } from "./ButtonLink";
import { Section, type SectionCopy } from "./Section";
import { actions as actionsRow } from "#app/styles/layout.css";
import * as styles from "./call-to-action.css";

/** The closing band of a page: one heading, a sentence, and where to go next. */
export function CallToAction({ copy }: { copy: SectionCopy & { actions: Link[] } }) {
  return (
    <Section id="next-step" copy={copy} tone="dark" align="center">
      <div className={`${actionsRow} ${styles.actions}`}>
        {copy.actions.map((action, index) => (
          <ButtonLink key={action.href} to={action.href} look={index === 0 ? "primary" : "onDark"}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}
