/**
 * The contact form's one set of rules, run in the browser before sending and again by the
 * route's action. Pure and free of dependencies, so it costs the page next to nothing.
 */
export const contactFieldNames = ["user_name", "user_email", "user_phone", "message"] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];
export type ContactFields = Record<ContactFieldName, string>;

/** Longest values accepted, generous for people and small enough to refuse junk. */
export const contactLimits: Record<ContactFieldName, number> = {
  user_name: 100,
  user_email: 254,
  user_phone: 30,
  message: 5000,
};

// Something, an @, something, a dot, something: and no spaces anywhere.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with a message, in the order visitors should fix them, or null. */
export function validateContact(fields: ContactFields): string | null {
  if (fields.user_name.trim() === "") return "Please enter your name";
  if (fields.user_email.trim() === "") return "Please enter your email";
  if (fields.message.trim() === "") return "Please enter your message";
  if (!emailShape.test(fields.user_email)) return "Please enter a valid email address";
  if (fields.user_name.length > contactLimits.user_name) {
    return `Please shorten your name to ${contactLimits.user_name} characters or fewer`;
  }
  if (fields.user_email.length > contactLimits.user_email) {
    return `Please shorten your email to ${contactLimits.user_email} characters or fewer`;
  }
  if (fields.user_phone.length > contactLimits.user_phone) {
    return `Please shorten your phone number to ${contactLimits.user_phone} characters or fewer`;
  }
  if (fields.message.length > contactLimits.message) {
    return `Please shorten your message to ${contactLimits.message} characters or fewer`;
  }
  return null;
}

/**
 * Reads the four fields from a submitted form; anything missing, repeated or not text is
 * refused with the reason rather than guessed at. A NUL character never comes from a keyboard
 * and PostgreSQL cannot keep it, so it is refused too.
 */
export function readContactFields(form: FormData): ContactFields | string {
  const fields = {} as ContactFields;
  for (const name of contactFieldNames) {
    const values = form.getAll(name);
    if (values.length === 0) return `The form is missing the field ${name}.`;
    if (values.length > 1) return `The field ${name} was sent more than once.`;
    const [value] = values;
    if (typeof value !== "string") return `The field ${name} must be text.`;
    if (value.includes("\0")) return `The field ${name} contains a character that is not allowed.`;
    fields[name] = value;
  }
  return fields;
}
