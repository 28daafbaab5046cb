import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { button } from "#app/components/button.css";
import type { Item } from "#app/content/collections.server";
import type { EstimateRequest } from "#app/lib/estimate";
import { keepUnitsTogether } from "#app/lib/text";
import { routes } from "#app/navigation";
import { panel } from "#app/styles/form.css";
import { visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./estimate.css";
import type { EstimatorOptions } from "./estimate-view.server";
import { ChoiceGroup, ExtrasGroup, NumberInput } from "./fields";
import { estimateFormId, resultId } from "./ids";

/**
 * A GET form, so the address is the estimate and it works without JavaScript; the server's page
 * then opens at the result. With JavaScript, each choice asks again at once and the page stays
 * where it is.
 */
export function EstimateForm({
  copy,
  options,
  values,
  errors,
  announcement,
  onLeave,
  onPress,
}: {
  copy: Item<"pages/estimate">["form"];
  options: EstimatorOptions;
  values: EstimateRequest["values"];
  /** The errors the visitor has reached. */
  errors: EstimateRequest["errors"];
  /** An error to read out that the visitor is not focused on. */
  announcement: string;
  onLeave: (field: keyof EstimateRequest["errors"]) => void;
  onPress: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const [type, setType] = useState(values.type ?? "");
  // A choice asks again once React has rendered it into the form's inputs. Choices made while an
  // answer is on its way are asked together when it has come: a question cut short would be
  // wasted, and Remix logs the cut as an error.
  const [changes, setChanges] = useState(0);
  const [asked, setAsked] = useState(0);
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    if (changes > asked && idle && formRef.current) {
      setAsked(changes);
      submit(formRef.current, { replace: true, preventScrollReset: true });
    }
  }, [changes, asked, idle, submit]);
  const changed = () => setChanges((count) => count + 1);

  // Without JavaScript the server's page opens at the result. With it, the answer comes into the
  // page where the visitor is, and a fragment would make the router scroll to the result on
  // every choice: it is dropped once the page has woken up.
  const [action, setAction] = useState(`${routes.estimate}#${resultId}`);
  useEffect(() => setAction(routes.estimate), []);

  const known = type !== "";
  const extras = options.extras.filter((extra) => !known || extra.for.includes(type));
  const areaLabel = type === "interior" ? copy.carpetArea : copy.builtUpArea;

  return (
    <Form
      method="get"
      action={action}
      id={estimateFormId}
      ref={formRef}
      className={`${panel} ${styles.form}`}
      noValidate
      preventScrollReset
      onSubmit={onPress}
    >
      <ChoiceGroup
        name="type"
        legend={copy.type}
        options={options.types}
        value={values.type}
        error={errors.type}
        onChoose={(value) => {
          setType(value);
          onLeave("type");
          changed();
        }}
      />

      {(!known || type === "interior") && (
        <ChoiceGroup
          name="bhk"
          legend={copy.homeSize}
          compact
          options={options.homeSizes}
          value={values.bhk}
          error={errors.bhk}
          onChoose={() => {
            onLeave("bhk");
            changed();
          }}
        />
      )}

      <NumberInput
        name="area"
        label={keepUnitsTogether(areaLabel)}
        hint={type === "interior" ? copy.carpetAreaHint : undefined}
        value={values.area}
        error={errors.area}
        onLeave={() => onLeave("area")}
        onChange={changed}
      />

      {(!known || type === "construction") && (
        <NumberInput
          name="floors"
          label={copy.floors}
          value={values.floors ?? "1"}
          error={errors.floors}
          onLeave={() => onLeave("floors")}
          onChange={changed}
        />
      )}

      <ChoiceGroup
        name="finish"
        legend={copy.finish}
        options={options.finishes}
        value={values.finish}
        error={errors.finish}
        onChoose={() => {
          onLeave("finish");
          changed();
        }}
      />

      <ExtrasGroup
        legend={copy.extras}
        extras={extras}
        checked={values.extra}
        error={errors.extra}
        onChange={() => {
          onLeave("extra");
          changed();
        }}
      />

      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>

      <button type="submit" className={`${button.primary} ${styles.submit}`}>
        {copy.submit}
      </button>
    </Form>
  );
}
