/**
 * The estimator as the page shows it: every choice shaped as its card reads, and an estimate
 * written in rupees with the bars of its breakdown.
 */
import { estimator, pages } from "#app/content/collections.server";
import {
  computeEstimate,
  estimateQuery,
  finishLevels,
  formatFigure,
  formatRupees,
  workTypes,
  type EstimateInput,
} from "#app/lib/estimate";
import { keepUnitsTogether } from "#app/lib/text";
import { packageAnchor, routes } from "#app/navigation";

/** Each choice as its card shows it: the value sent, its name and a line about it. */
export const estimatorOptions = {
  types: workTypes.map((value) => {
    const { label, description } = estimator.types[value];
    return { value, label, detail: description };
  }),
  finishes: finishLevels.map((value) => {
    const { label, description } = estimator.finishes[value];
    return { value, label, detail: description };
  }),
  homeSizes: estimator.homeSizes.map(({ bhk, area }) => ({
    value: String(bhk),
    label: keepUnitsTogether(`${bhk} BHK`),
    detail: keepUnitsTogether(`about ${formatFigure(area)} sq ft`),
  })),
  extras: estimator.extras.map((extra) => ({
    id: extra.id,
    label: keepUnitsTogether(extra.label),
    price: keepUnitsTogether(formatRupees(extra.price)),
    for: extra.for as string[],
  })),
};
export type EstimatorOptions = typeof estimatorOptions;

/** The estimate for a complete set of choices, in the words and figures the result panel shows. */
export function estimateView(chosen: EstimateInput) {
  const estimate = computeEstimate(estimator, chosen);
  const largest = Math.max(...estimate.components.map((part) => part.amount));
  return {
    low: keepUnitsTogether(formatRupees(estimate.low)),
    high: keepUnitsTogether(formatRupees(estimate.high)),
    months: pages.estimate.result.months.replace("{months}", String(estimate.months)),
    total: keepUnitsTogether(formatRupees(estimate.total)),
    parts: estimate.components.map((part) => ({
      label: keepUnitsTogether(part.label),
      amount: keepUnitsTogether(formatRupees(part.amount)),
      // Bars are drawn against the largest part, so the longest fills the row.
      width: largest > 0 ? (part.amount / largest) * 100 : 0,
    })),
    quote: `${routes.contact}?${new URLSearchParams({ estimate: estimateQuery(chosen) })}#get-in-touch`,
    packageLink: packageLink(chosen),
  };
}

/** What the chosen finish level includes, on /packages: construction and interiors have packages. */
function packageLink({ type, finish }: EstimateInput) {
  if (type === "renovation") return undefined;
  return {
    href: `${routes.packages}#${packageAnchor(type, finish)}`,
    label: pages.packages.levelLinkLabel.replace(
      "{level}",
      estimator.finishes[finish].label.toLowerCase(),
    ),
  };
}
export type EstimateView = ReturnType<typeof estimateView>;
