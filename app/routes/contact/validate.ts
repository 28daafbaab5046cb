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

/** What is wrong with a message, and the field to fix. */
export type ContactProblem = { field: ContactFieldName; message: string };

const lengthLabels: Record<ContactFieldName, string> = {
  user_name: "your name",
  user_email: "your email",
  user_phone: "your phone number",
  message: "your message",
};

/** The first problem with a message, in the order visitors should fix them, or null. */
export function validateContact(fields: ContactFields): ContactProblem | null {
  if (fields.user_name.trim() === "")
    return { field: "user_name", message: "Please enter your name" };
  if (fields.user_email.trim() === "") {
    return { field: "user_email", message: "Please enter your email" };
  }
  if (fields.message.trim() === "")
    return { field: "message", message: "Please enter your message" };
  if (!emailShape.test(fields.user_email)) {
    return { field: "user_email", message: "Please enter a valid email address" };
  }
  for (const field of contactFieldNames) {
    if (fields[field].length > contactLimits[field]) {
      const message = `Please shorten ${lengthLabels[field]} to ${contactLimits[field]} characters or fewer`;
      return { field, message };
    }
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
