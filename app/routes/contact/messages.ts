/** What the contact form tells visitors; the action and the browser share these words. */
export const contactMessages = {
  validationTitle: "Validation Error",
  failureTitle: "Error Sending Message",
  failureText: "We apologize, but there was an error sending your message. Please try again later.",
  successTitle: "Message Sent Successfully!",
  successNotice: "Thank you for contacting us. We'll respond to your message shortly.",
  successDialog: "Thank you for contacting us. We will get back to you soon.",
} as const;

/** How long a notice stays on screen, unless the pointer rests on it. */
export const NOTICE_DURATION_MS = 5000;

/** The hidden field people never fill in; a value in it means a bot sent the form. */
export const HONEYPOT_FIELD = "company_website";

/** Set by the browser when it will send the message to the provider itself. */
export const DELIVERY_FIELD = "delivery";
/** Begun from the cost estimator: its inputs, kept with the enquiry. */
export const ESTIMATE_FIELD = "estimate";
/** Begun from a project (a similar one, or a visit to its site): its slug, kept with the enquiry. */
export const PROJECT_FIELD = "project";

/** Marks a browser's report of the provider's answer (not a new message). */
export const INTENT_FIELD = "intent";
export const REPORT_INTENT = "delivery-report";
