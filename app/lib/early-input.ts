import { useEffect, type RefObject } from "react";

/**
 * Hands over what a visitor typed into a form before its scripts woke up. Hydration leaves the
 * typed text on screen but a controlled field's state empty, and the next render would wipe it
 * (a slow phone gives a second or more to start typing). Runs once, after hydration.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement>,
  onTyped: (name: string, value: string) => void,
) {
  useEffect(() => {
    for (const element of Array.from(form.current?.elements ?? [])) {
      const typed =
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.type !== "hidden" &&
        element.name !== "" &&
        element.value !== element.defaultValue;
      if (typed) onTyped(element.name, element.value);
    }
    // Once: later changes reach the state through the fields' own change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
