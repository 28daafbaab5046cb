import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { button } from "#app/components/button.css";
import type { Item } from "#app/content/collections.server";
import type { EstimateRequest } from "#app/lib/estimate";
import { panel } from "#app/styles/form.css";
import * as styles from "./estimate.css";
import type { EstimatorOptions } from "./estimate-view.server";
import { ChoiceGroup, ExtrasGroup, NumberInput } from "./fields";

/**
 * A GET form, so the address is the estimate and it works without JavaScript. With JavaScript,
 * each choice asks again at once.
 */
export function EstimateForm({
  copy,
  options,
  values,
  errors,
}: {
  copy: Item<"pages/estimate">["form"];
  options: EstimatorOptions;
  values: EstimateRequest["values"];
  errors: EstimateRequest["errors"];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const [type, setType] = useState(values.type ?? "");
  // A choice asks again once React has rendered it into the form's inputs.
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (changes > 0 && formRef.current) {
      submit(formRef.current, { replace: true, preventScrollReset: true });
    }
  }, [changes, submit]);
  const changed = () => setChanges((count) => count + 1);

  const known = type !== "";
  const extras = options.extras.filter((extra) => !known || extra.for.includes(type));
  const areaLabel = type === "interior" ? copy.carpetArea : copy.builtUpArea;

  return (
    <Form method="get" ref={formRef} className={`${panel} ${styles.form}`} noValidate>
      <ChoiceGroup
        name="type"
        legend={copy.type}
        options={options.types}
        value={values.type}
        error={errors.type}
        onChoose={(value) => {
          setType(value);
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
          onChoose={changed}
        />
      )}

      <NumberInput
        name="area"
        label={areaLabel}
        hint={type === "interior" ? copy.carpetAreaHint : undefined}
        value={values.area}
        error={errors.area}
        onCommit={changed}
      />

      {(!known || type === "construction") && (
        <NumberInput
          name="floors"
          label={copy.floors}
          value={values.floors ?? "1"}
          error={errors.floors}
          onCommit={changed}
        />
      )}

      <ChoiceGroup
        name="finish"
        legend={copy.finish}
        options={options.finishes}
        value={values.finish}
        error={errors.finish}
        onChoose={changed}
      />

      <ExtrasGroup
        legend={copy.extras}
        extras={extras}
        checked={values.extra}
        error={errors.extra}
        onChange={changed}
      />

      <button type="submit" className={`${button.primary} ${styles.submit}`}>
        {copy.submit}
      </button>
    </Form>
  );
}
