/** The estimator's anchors, shared by the form, the result and the focus they hand over. */
export const estimateFormId = "estimate-form";
/** The result panel: the fragment the server's answer opens at, without JavaScript. */
export const resultId = "your-estimate";
/** The result's heading, where focus goes after the button when the estimate is worked out. */
export const resultHeadingId = "estimate-heading";
