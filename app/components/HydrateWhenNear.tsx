import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { contents } from "#app/styles/layout.css";

/**
 * Server-rendered markup whose scripts wake up only when the visitor comes near it: when it is
 * within a screen of the viewport, or is pointed at, touched or focused first. Until then the
 * browser keeps the server's HTML as it is and React never looks inside it, so a part below the
 * fold, such as the testimonial carousel measuring itself, costs a phone nothing while the page
 * starts up. Without scripts the HTML is all there is, as everywhere else.
 *
 * The waiting HTML is handed to React as opaque markup, not held in a Suspense boundary that has
 * not hydrated: React gives up on such a boundary when any context above it changes first (Remix
 * changes one on every navigation), and reports its error 421.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  // Only markup sent by the server waits, read while the page first hydrates: on a page reached
  // by a link within the site there is nothing to keep (and an element of the same id may belong
  // to the page being left), so the part renders at once.
  const [serverHtml] = useState(() =>
    typeof document === "undefined" || "hydrated" in document.documentElement.dataset
      ? null
      : (document.getElementById(id)?.innerHTML ?? null),
  );
  const [awake, setAwake] = useState(serverHtml === null);
  // One ref for both wrappers: the key swap attaches it to the awake one.
  const part = useRef<HTMLDivElement>(null);
  const focusedIndex = useRef(-1);

  useEffect(() => {
    const element = part.current;
    if (awake || !element) return;
    return whenNear(element, () => {
      // The part is rendered afresh when it wakes: focus inside it moves to its new self.
      focusedIndex.current = focusables(element).indexOf(document.activeElement as HTMLElement);
      setAwake(true);
    });
  }, [awake]);

  useEffect(() => {
    if (!awake || focusedIndex.current < 0) return;
    const element = part.current;
    if (element) focusables(element)[focusedIndex.current]?.focus({ preventScroll: true });
    focusedIndex.current = -1;
  }, [awake]);

  return awake ? (
    <div id={id} key="awake" ref={part} className={contents}>
      {children}
    </div>
  ) : (
    <div
      id={id}
      key="waiting"
      ref={part}
      className={contents}
      dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }}
      suppressHydrationWarning
    />
  );
}

/** Calls `wake` once the element comes within a screen of the viewport or is interacted with. */
function whenNear(element: HTMLElement, wake: () => void) {
  if (typeof IntersectionObserver === "undefined") {
    wake();
    return;
  }
  const stop = () => {
    observer.disconnect();
    for (const type of wakingEvents) element.removeEventListener(type, onEvent, true);
  };
  const onEvent = () => {
    stop();
    wake();
  };
  // The wrapper has no box of its own (display: contents): watch what it holds.
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && onEvent(),
    { rootMargin: "100% 0px" },
  );
  for (const child of element.children) observer.observe(child);
  for (const type of wakingEvents) element.addEventListener(type, onEvent, true);
  return stop;
}

const wakingEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

const focusables = (element: HTMLElement) =>
  Array.from(element.querySelectorAll<HTMLElement>("a[href], button, [tabindex]"));
