/** What the contact form tells visitors; the action and the browser share these words. */
export const contactMessages = {
  validationTitle: "Validation Error",
  failureTitle: "Error Sending Message",
  failureText: "We apologize, but there was an error sending your message. Please try again later.",
  notConfiguredText:
    "Sending messages is not set up on this website yet. Please call or e-mail us instead; what you typed is still in the form.",
  successTitle: "Message Sent Successfully!",
  successNotice: "Thank you for contacting us. We'll respond to your message shortly.",
  successDialog: "Thank you for contacting us. We will get back to you soon.",
} as const;

/** The hidden field people never fill in; a value in it means a bot sent the form. */
export const HONEYPOT_FIELD = "company_website";
