/** The estimator's fields: native inputs, so the form sends the same with or without JavaScript. */
import { useRef } from "react";
import { field, input, label } from "#app/styles/form.css";
import * as styles from "./estimate.css";
import type { EstimatorOptions } from "./estimate-view.server";

/**
 * A whole number in figures. A native input, not react-aria's NumberField: that one submits
 * through a hidden input only its script updates, so without JavaScript the typed value was lost.
 */
export function NumberInput({
  name,
  label: text,
  hint,
  value,
  error,
  onLeave,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string | undefined;
  error: string | undefined;
  /** On every blur: the field has been visited, so its error may show. */
  onLeave: () => void;
  /** On a blur after the value changed, or from an empty field: the answer may differ. */
  onChange: () => void;
}) {
  const valueOnFocus = useRef(value ?? "");
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ");
  return (
    <div className={field}>
      <label htmlFor={name} className={label}>
        {text}
      </label>
      <input
        id={name}
        name={name}
        className={input}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onFocus={(event) => {
          valueOnFocus.current = event.currentTarget.value;
        }}
        onBlur={(event) => {
          onLeave();
          // Asked again when there is something new to answer: a changed value, or an empty
          // field, whose error the server has not given yet if nothing was asked before.
          const { value: left } = event.currentTarget;
          if (left !== valueOnFocus.current || left.trim() === "") onChange();
        }}
      />
      {hint && (
        <p id={`${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One choice of several, each a card. Native radio buttons in a fieldset: labelled by its legend,
 * arrow keys move between them, and they submit the same with or without JavaScript.
 */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  error,
  compact = false,
  onChoose,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string; detail: string }[];
  value: string | undefined;
  error: string | undefined;
  compact?: boolean;
  onChoose: (value: string) => void;
}) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.groupLabel}>{legend}</legend>
      <div className={compact ? styles.compactChoices : styles.choices}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              // The first choice stands for the group: the error list links to it.
              id={index === 0 ? name : undefined}
              name={name}
              value={option.value}
              className={styles.choiceInput}
              defaultChecked={option.value === value}
              onChange={() => onChoose(option.value)}
            />
            <span className={styles.choiceLabel}>{option.label}</span>
            <span className={styles.choiceDetail}>{option.detail}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Extras to add, each a checkbox card with its price. */
export function ExtrasGroup({
  legend,
  extras,
  checked,
  error,
  onChange,
}: {
  legend: string;
  extras: EstimatorOptions["extras"];
  checked: string[];
  error: string | undefined;
  onChange: () => void;
}) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? "extra-error" : undefined}>
      <legend className={styles.groupLabel}>{legend}</legend>
      <div className={styles.choices}>
        {extras.map((extra, index) => (
          <label key={extra.id} className={styles.checkbox}>
            <input
              type="checkbox"
              id={index === 0 ? "extra" : undefined}
              name="extra"
              value={extra.id}
              className={styles.choiceInput}
              defaultChecked={checked.includes(extra.id)}
              onChange={onChange}
            />
            <span className={styles.tick} aria-hidden="true" />
            <span className={styles.choiceLabel}>{extra.label}</span>
            <span className={styles.choiceDetail}>{extra.price}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="extra-error" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
