import { Button, Disclosure, DisclosurePanel } from "react-aria-components/Disclosure";
import { DisclosureGroup } from "react-aria-components/DisclosureGroup";
import { Glyph } from "#app/components/Glyph";
import { proseFlow } from "#app/styles/layout.css";
import * as styles from "./faq.css";

/** A question as the accordion shows it, with its answer as HTML. */
export type Faq = { id: number; question: string; html: string };

/** The questions, one answer open at a time. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <DisclosureGroup className={styles.accordion}>
      {faqs.map((faq) => (
        <Disclosure key={faq.id} id={faq.id} className={styles.item}>
          <h3 className={styles.question}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{faq.question}</span>
              <Glyph name="chevronDown" className={styles.chevron} />
            </Button>
          </h3>
          <DisclosurePanel className={styles.panel}>
            {/* Markdown from content/, rendered at build time: trusted HTML. */}
            <div
              className={`${proseFlow} ${styles.answer}`}
              dangerouslySetInnerHTML={{ __html: faq.html }}
            />
          </DisclosurePanel>
          {/* Without scripts nothing can open the panel above (hidden, and hidden from screen
              readers too): the answer is shown here instead. */}
          <noscript>
            <div
              className={`${styles.panel} ${styles.noScriptAnswer} ${proseFlow} ${styles.answer}`}
              dangerouslySetInnerHTML={{ __html: faq.html }}
            />
          </noscript>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
