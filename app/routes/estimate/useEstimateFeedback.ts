import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { EstimateRequest } from "#app/lib/estimate";
import { estimateFormId, resultHeadingId } from "./ids";

type Errors = EstimateRequest["errors"];
type Field = keyof Errors;

/**
 * What the visitor is told, and where their focus goes, as the server answers the form.
 *
 * With JavaScript every choice asks the server at once, and its answer names every answer still
 * missing. A field's error shows only once the visitor has left that field (and the server has
 * answered since) or pressed the button, never for fields not reached yet. A page the server answered for an address with answers in it
 * (a shared link, or the form sent without JavaScript) shows them all.
 *
 * After the button, focus moves to the result's heading, or to the first field in error, which
 * reads out its own message; the page does not jump. An error a left field has just earned is
 * read out politely (`announcement`), since focus has already moved on.
 */
export function useEstimateFeedback(errors: Errors, asked: boolean) {
  const [revealed, setRevealed] = useState<"all" | ReadonlySet<Field>>(() =>
    asked ? "all" : new Set(),
  );
  const shown: Errors = Object.fromEntries(
    Object.entries(errors).filter(([field]) => revealed === "all" || revealed.has(field as Field)),
  );

  const [announcement, setAnnouncement] = useState("");
  const previous = useRef(shown);
  // "sent" when the button was pressed, "answering" once the request is under way.
  const button = useRef<false | "sent" | "answering">(false);
  const navigation = useNavigation();
  const shownNow = JSON.stringify(shown);
  useEffect(() => {
    const now = JSON.parse(shownNow) as Errors;
    const fresh = (Object.keys(now) as Field[]).filter(
      (field) => now[field] !== previous.current[field],
    );
    previous.current = now;
    // An error put right is no longer there to be read (the status kept "Enter the area").
    setAnnouncement((current) => (Object.values(now).includes(current) ? current : ""));
    if (button.current === false) {
      if (fresh.length > 0) setAnnouncement(now[fresh[0]!]!);
      return;
    }
    if (navigation.state !== "idle") {
      button.current = "answering";
      return;
    }
    if (button.current === "answering") {
      button.current = false;
      // A field marked invalid, or the first choice of a group described by its error.
      const firstInvalid = document.querySelector<HTMLElement>(
        `#${estimateFormId} [aria-invalid="true"], #${estimateFormId} fieldset[aria-describedby] input`,
      );
      const target = firstInvalid ?? document.getElementById(resultHeadingId);
      if (target) focusInPlace(target);
    }
  }, [shownNow, navigation.state]);

  // A field left shows its error once the server has answered a question asked after it was
  // left: an answer asked before is for the form as it was, and would flash "Choose a finish
  // level" as the arrow keys choose one (a question already on its way when the choice is made).
  const left = useRef(new Set<Field>());
  const askedAfterLeaving = useRef(new Set<Field>());
  useEffect(() => {
    if (navigation.state !== "idle") {
      for (const field of left.current) askedAfterLeaving.current.add(field);
      left.current.clear();
      return;
    }
    const fields = [...askedAfterLeaving.current];
    askedAfterLeaving.current.clear();
    if (fields.length === 0) return;
    setRevealed((current) => (current === "all" ? current : new Set([...current, ...fields])));
  }, [navigation.state]);

  return {
    shown,
    announcement,
    left: (field: Field) => left.current.add(field),
    pressed: () => {
      button.current = "sent";
      setRevealed("all");
    },
  };
}

/**
 * Focus without the browser's own scroll, which jumped the page on wide screens (the result sits
 * in a sticky column, and focus scrolled to where it would be unstuck); the page moves only when
 * the element is out of view (below the fixed header counts), and then only as far as needed.
 */
function focusInPlace(element: HTMLElement) {
  element.focus({ preventScroll: true });
  const box = element.getBoundingClientRect();
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  if (box.top < Math.max(header, 0) || box.bottom > window.innerHeight) {
    element.scrollIntoView({ block: "nearest" });
  }
}
