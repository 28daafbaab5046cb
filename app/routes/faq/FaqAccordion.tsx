import { useEffect, useId, useRef, useState } from "react";
import { Glyph } from "#app/components/Glyph";
import { proseFlow } from "#app/styles/layout.css";
import * as styles from "./faq.css";

/** A question as the accordion shows it, with its answer as HTML. */
export type Faq = { id: number; question: string; html: string };

/**
 * The questions, one answer open at a time: each question a button that shows and hides its
 * answer, as the ARIA practices' accordion (decision 022). Closed answers are
 * `hidden="until-found"` where the browser supports it, so the browser's find in page still
 * reaches them and opens the one it finds.
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  const accordion = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = accordion.current;
    if (!root || !("onbeforematch" in document.body)) return;
    // React writes `hidden` as a plain boolean: the closed answers get "until-found" after it.
    for (const panel of root.querySelectorAll<HTMLElement>("[data-answer][hidden]")) {
      panel.setAttribute("hidden", "until-found");
    }
    const onBeforeMatch = (event: Event) => {
      const found = (event.target as HTMLElement).closest<HTMLElement>("[data-answer]");
      if (found) setOpen(Number(found.dataset.answer));
    };
    root.addEventListener("beforematch", onBeforeMatch);
    return () => root.removeEventListener("beforematch", onBeforeMatch);
  }, [open]);

  return (
    <div ref={accordion} className={styles.accordion}>
      {faqs.map((faq) => {
        const isOpen = faq.id === open;
        const buttonId = `${id}-question-${faq.id}`;
        const panelId = `${id}-answer-${faq.id}`;
        return (
          <div key={faq.id} className={styles.item} data-expanded={isOpen || undefined}>
            <h3 className={styles.question}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : faq.id)}
              >
                <span>{faq.question}</span>
                <Glyph name="chevronDown" className={styles.chevron} />
              </button>
            </h3>
            <div
              id={panelId}
              role="group"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              data-answer={faq.id}
              className={styles.panel}
            >
              {/* Markdown from content/, rendered at build time: trusted HTML. */}
              <div
                className={`${proseFlow} ${styles.answer}`}
                dangerouslySetInnerHTML={{ __html: faq.html }}
              />
            </div>
            {/* Without scripts nothing can open the panel above (hidden, and hidden from screen
                readers too): the answer is shown here instead. */}
            <noscript>
              <div
                className={`${styles.panel} ${styles.noScriptAnswer} ${proseFlow} ${styles.answer}`}
                dangerouslySetInnerHTML={{ __html: faq.html }}
              />
            </noscript>
          </div>
        );
      })}
    </div>
  );
}
