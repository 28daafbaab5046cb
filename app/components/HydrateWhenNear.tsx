import { lazy, Suspense, useId, useState, type ComponentType, type ReactNode } from "react";
import { contents } from "#app/styles/layout.css";

/**
 * Server-rendered markup whose scripts wake up only when the visitor comes near it: when it is
 * within a screen of the viewport, or is pointed at, touched or focused first. Until then React
 * keeps the server's HTML as it is (a Suspense boundary that has not hydrated), so a part below
 * the fold, such as the testimonial carousel measuring itself, costs a phone nothing while the
 * page starts up. Without scripts the HTML is all there is, as everywhere else.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  // One gate per place, made in its first render. Only markup sent by the server waits: on a
  // page reached by a link within the site there is nothing to keep, so it renders at once.
  // The boundary is made once, with its first children (static content): a later render of the
  // page, such as a link followed while it is still waking, then never reaches it before it has
  // hydrated, which React answers by dropping the server's HTML (its error 421).
  const [boundary] = useState(() => {
    const Gate =
      typeof document === "undefined" || document.getElementById(id)
        ? lazy(() => nearby(id))
        : Passthrough;
    return (
      <Suspense>
        <Gate>{children}</Gate>
      </Suspense>
    );
  });
  return (
    <div id={id} className={contents}>
      {boundary}
    </div>
  );
}

const Passthrough = ({ children }: { children: ReactNode }) => children;
type Gate = { default: ComponentType<{ children: ReactNode }> };

function nearby(id: string): Promise<Gate> {
  const open: Gate = { default: Passthrough };
  if (typeof document === "undefined") return Promise.resolve(open);
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve(open);
  return new Promise((resolve) => {
    const wake = () => {
      observer.disconnect();
      for (const type of wakingEvents) element.removeEventListener(type, wake, true);
      resolve(open);
    };
    // The wrapper has no box of its own (display: contents): watch what it holds.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && wake(),
      { rootMargin: "100% 0px" },
    );
    for (const child of element.children) observer.observe(child);
    for (const type of wakingEvents) element.addEventListener(type, wake, true);
  });
}

const wakingEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
