/**
 * The estimator's choices, which the content schemas and the estimator's code both name: kept
 * apart from both so that neither imports the other.
 */

/** The kinds of work, and the finish levels from plainest to richest, the estimator prices. */
export const workTypes = ["construction", "interior", "renovation"] as const;
export type WorkType = (typeof workTypes)[number];
export const finishLevels = ["standard", "premium", "luxury"] as const;
export type FinishLevel = (typeof finishLevels)[number];
