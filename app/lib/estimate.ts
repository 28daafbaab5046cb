/**
 * The cost estimator: what a visitor asked for (read from the address, the same for the page and
 * the contact form), and the indicative budget computed from the rates in content/estimator.mdx.
 */
import type { Estimator } from "#tooling/content-schemas";
import { finishLevels, workTypes, type FinishLevel, type WorkType } from "./estimate-choices";

export { finishLevels, workTypes, type FinishLevel, type WorkType };

export const areaLimits = { min: 100, max: 50_000 };
export const floorLimits = { min: 1, max: 10 };

export type EstimateInput = {
  type: WorkType;
  finish: FinishLevel;
  /** Square feet: built-up for construction and renovation, carpet for interiors. */
  area: number;
  /** Interiors: the home size the area came from, when the visitor chose one. */
  bhk?: number;
  floors: number;
  extras: string[];
};

/** The estimator's fields, in the order the form asks them. */
export const estimateFields = ["type", "bhk", "area", "floors", "finish", "extra"] as const;
export type EstimateField = (typeof estimateFields)[number];

/** What the form shows again: each field as sent, and a message beside each that is wrong. */
export type EstimateRequest = {
  values: Partial<Record<Exclude<EstimateField, "extra">, string>> & { extra: string[] };
  errors: Partial<Record<EstimateField, string>>;
  /** Present when every field is right. */
  input?: EstimateInput;
};

export const estimateMessages = {
  type: "Choose the type of work.",
  finish: "Choose a finish level.",
  area: `Enter an area between ${areaLimits.min} and ${areaLimits.max.toLocaleString("en-IN")} sq ft, in figures.`,
  areaMissing: "Enter the area in square feet.",
  interiorSize: "Choose a home size, or enter the carpet area.",
  bhk: "Choose one of the home sizes listed.",
  floors: `Enter between ${floorLimits.min} and ${floorLimits.max} floors, in figures.`,
  extra: "Choose only the extras listed for this type of work.",
  repeated: "Give one value only.",
} as const;

/** A whole number written in figures ("2400" or "2,400"); anything else is not a number. */
function wholeNumber(value: string): number | undefined {
  const digits = value.trim().replace(/,/g, "");
  return /^\d{1,7}$/.test(digits) ? Number(digits) : undefined;
}

/** Reads and checks the estimator's fields from an address's query (or any form data). */
export function readEstimateRequest(params: URLSearchParams, model: Estimator): EstimateRequest {
  const values: EstimateRequest["values"] = { extra: [...new Set(params.getAll("extra"))] };
  const errors: EstimateRequest["errors"] = {};
  const single = (field: Exclude<EstimateField, "extra">): string | undefined => {
    const all = params.getAll(field);
    if (all.length > 1) errors[field] = estimateMessages.repeated;
    const value = all[0]?.trim();
    if (value) values[field] = value;
    return value || undefined;
  };
  const typeValue = single("type");
  const finishValue = single("finish");
  const areaValue = single("area");
  const bhkValue = single("bhk");
  const floorsValue = single("floors");

  const type = workTypes.find((each) => each === typeValue);
  if (!type) errors.type ??= estimateMessages.type;
  const finish = finishLevels.find((each) => each === finishValue);
  if (!finish) errors.finish ??= estimateMessages.finish;

  let area: number | undefined;
  if (areaValue !== undefined) {
    area = wholeNumber(areaValue);
    if (area === undefined || area < areaLimits.min || area > areaLimits.max) {
      errors.area ??= estimateMessages.area;
      area = undefined;
    }
  }
  let bhk: number | undefined;
  if (type === "interior" && bhkValue !== undefined) {
    const size = model.homeSizes.find((each) => String(each.bhk) === bhkValue);
    if (!size) errors.bhk ??= estimateMessages.bhk;
    bhk = size?.bhk;
    if (area === undefined && !errors.area) area = size?.area;
  }
  if (area === undefined && !errors.area && !errors.bhk) {
    if (type === "interior") errors.bhk = estimateMessages.interiorSize;
    else if (type) errors.area = estimateMessages.areaMissing;
  }

  let floors = 1;
  if (type === "construction" && floorsValue !== undefined) {
    const count = wholeNumber(floorsValue);
    if (count === undefined || count < floorLimits.min || count > floorLimits.max) {
      errors.floors ??= estimateMessages.floors;
    } else floors = count;
  }

  const offered = model.extras.filter((extra) => type && extra.for.includes(type));
  if (values.extra.some((id) => !offered.some((extra) => extra.id === id)) && type) {
    errors.extra = estimateMessages.extra;
  }

  if (Object.keys(errors).length > 0 || !type || !finish || area === undefined) {
    return { values, errors };
  }
  // Only what was asked is kept, in the model's order, so equal requests read the same.
  const extras = offered.filter((extra) => values.extra.includes(extra.id)).map(({ id }) => id);
  return {
    values,
    errors,
    input: { type, finish, area, ...(bhk !== undefined && { bhk }), floors, extras },
  };
}

/** The address's query for an estimate: the same fields, in one order. */
export function estimateQuery(input: EstimateInput): string {
  const params = new URLSearchParams({ type: input.type });
  if (input.bhk !== undefined) params.set("bhk", String(input.bhk));
  else params.set("area", String(input.area));
  params.set("finish", input.finish);
  if (input.type === "construction") params.set("floors", String(input.floors));
  for (const extra of input.extras) params.append("extra", extra);
  return params.toString();
}

export type EstimateResult = {
  /** Rupees, the estimate's middle: the sum of the components. */
  total: number;
  low: number;
  high: number;
  components: { label: string; amount: number }[];
  months: number;
};

/** The indicative budget: area times rate, shared out by component, plus the extras. */
export function computeEstimate(model: Estimator, input: EstimateInput): EstimateResult {
  const work = model.types[input.type];
  const extraFloors = input.type === "construction" ? input.floors - 1 : 0;
  const rate =
    work.rates[input.finish] * (1 + (model.floors.ratePercentPerFloor / 100) * extraFloors);
  const beforeExtras = input.area * rate;
  const components = work.shares.map((share) => ({
    label: share.label,
    amount: Math.round((beforeExtras * share.percent) / 100),
  }));
  const extras = model.extras.filter((extra) => input.extras.includes(extra.id));
  for (const extra of extras) components.push({ label: extra.label, amount: extra.price });
  const total = components.reduce((sum, component) => sum + component.amount, 0);
  const spread = model.spreadPercent / 100;
  const months =
    work.months.base +
    (input.area / 1000) * work.months.per1000SqFt +
    extraFloors * model.floors.monthsPerFloor;
  return {
    total,
    low: Math.round(total * (1 - spread)),
    high: Math.round(total * (1 + spread)),
    components,
    months: Math.ceil(months),
  };
}

const lakh = 100_000;
const crore = 10_000_000;
const oneDecimal = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });
const exact = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Rupees the Indian way: ₹85,000, ₹38.5 lakh, ₹1.2 crore. */
export function formatRupees(amount: number): string {
  // 99.96 lakh is written ₹1 crore, not ₹100 lakh.
  if (Math.round(amount / (lakh / 10)) >= 1000)
    return `₹${oneDecimal.format(amount / crore)} crore`;
  if (amount >= lakh) return `₹${oneDecimal.format(amount / lakh)} lakh`;
  return `₹${exact.format(amount)}`;
}

/** A figure with Indian digit grouping: 1,450 or 1,20,000. */
export const formatFigure = (value: number) => exact.format(value);

/** "interior design, 3 BHK (1,450 sq ft), premium finish, with modular kitchen – ₹16.2 lakh to ₹19.8 lakh" */
export function describeEstimate(
  model: Estimator,
  input: EstimateInput,
  result: EstimateResult,
): string {
  const size =
    input.bhk !== undefined
      ? `${input.bhk} BHK (${formatFigure(input.area)} sq ft)`
      : `${formatFigure(input.area)} sq ft`;
  const parts = [
    model.types[input.type].label.toLowerCase(),
    size,
    ...(input.type === "construction"
      ? [`${input.floors} ${input.floors === 1 ? "floor" : "floors"}`]
      : []),
    `${model.finishes[input.finish].label.toLowerCase()} finish`,
  ];
  const extras = model.extras
    .filter((extra) => input.extras.includes(extra.id))
    .map((extra) => extra.label.toLowerCase());
  if (extras.length > 0) parts.push(`with ${extras.join(" and ")}`);
  return `${parts.join(", ")} – ${formatRupees(result.low)} to ${formatRupees(result.high)}`;
}
