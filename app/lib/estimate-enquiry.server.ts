/** The cost estimator's side of an enquiry: the message it begins, and the inputs it records. */
import { estimator, pages } from "#app/content/collections.server";
import {
  computeEstimate,
  describeEstimate,
  estimateQuery,
  readEstimateRequest,
} from "#app/lib/estimate";

/** An estimate's inputs as /estimate's query, read again here: only a valid one is kept. */
export function canonicalEstimate(query: unknown): string | null {
  if (typeof query !== "string" || query === "") return null;
  const { input } = readEstimateRequest(new URLSearchParams(query), estimator);
  return input ? estimateQuery(input) : null;
}

/** "Estimate: interior design, 3 BHK (1,450 sq ft), … I would like a detailed quote." */
export function estimateEnquiry(
  query: string | null,
): { message: string; estimate: string } | null {
  const estimate = canonicalEstimate(query);
  if (!estimate) return null;
  const { input } = readEstimateRequest(new URLSearchParams(estimate), estimator);
  const described = describeEstimate(estimator, input!, computeEstimate(estimator, input!));
  return { message: pages.estimate.result.enquiry.replace("{estimate}", described), estimate };
}
