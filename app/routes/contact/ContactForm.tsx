import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from "react";
import { toast } from "react-toastify/unstyled";
import { button } from "#app/components/button.css";
import type { BrowserEmailConfig } from "#app/lib/env.server";
import { visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./contact.css";
import { contactMessages as say, HONEYPOT_FIELD } from "./messages";
import { Notice } from "./Notice";
import { validateContact, type ContactFields } from "./validate";

// The success dialog (react-aria) is fetched while the message is on its way, not with the page.
const loadSuccessDialog = () => import("./SuccessDialog");
const SuccessDialog = lazy(loadSuccessDialog);

/** A visitor waits at most this long for the provider before being told it failed. */
const PROVIDER_TIMEOUT_MS = 8_000;

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error("The e-mail provider did not answer in time")),
      milliseconds,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const emptyFields: ContactFields = { user_name: "", user_email: "", user_phone: "", message: "" };

export type ActionResult =
  | { status: "sent" }
  | { status: "invalid" | "failed" | "unavailable"; message: string; values: ContactFields };

function showError(title: string, text: string) {
  toast.error(<Notice title={title} text={text} />);
}

export function ContactForm({
  emailConfig,
  actionResult,
  action,
}: {
  emailConfig: BrowserEmailConfig | null;
  /** What the server said when the form was posted without JavaScript. */
  actionResult: ActionResult | undefined;
  /** Where the form posts without JavaScript. */
  action: string;
}) {
  const [fields, setFields] = useState<ContactFields>(
    actionResult && actionResult.status !== "sent" ? actionResult.values : emptyFields,
  );
  const [sending, setSending] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setHydrated(true);
    if (emailConfig) emailjs.init({ publicKey: emailConfig.publicKey, origin: emailConfig.origin });
  }, [emailConfig]);

  /** What every input shares: its name and id and its value in `fields`. No `maxLength`: it
   * would cut a pasted text short without a word; the validation says what is too long. */
  const control = (name: keyof ContactFields) => ({
    id: name,
    name,
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
    className: styles.input,
  });

  const succeed = () => {
    setFields(emptyFields);
    toast.success(<Notice title={say.successTitle} text={say.successNotice} />);
    setSuccessOpen(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = validateContact(fields);
    if (problem) {
      showError(say.validationTitle, problem);
      return;
    }
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;
    if (honeypot?.value) {
      // A bot filled the hidden field: look successful, send nothing.
      succeed();
      return;
    }
    if (!emailConfig) {
      console.error("The contact form cannot send: set EMAILJS_* (see .env.example).");
      showError(say.failureTitle, say.notConfiguredText);
      return;
    }
    // sendForm reads the fields now, before the re-render below disables them.
    const sent = emailjs.sendForm(emailConfig.serviceId, emailConfig.templateId, form);
    void loadSuccessDialog();
    setSending(true);
    try {
      await withTimeout(sent, PROVIDER_TIMEOUT_MS);
      succeed();
    } catch (error) {
      // The provider's answer (status and text) when there is one, else the error itself.
      const answer =
        error instanceof EmailJSResponseStatus ? `${error.status} ${error.text}` : error;
      console.error("The message could not be sent:", answer);
      showError(say.failureTitle, say.failureText);
    } finally {
      setSending(false);
    }
  };

  const closeSuccess = () => {
    setSuccessOpen(false);
    // Back to where the visitor was: the form, ready for another message.
    requestAnimationFrame(() => submitButton.current?.focus());
  };

  const serverProblem = actionResult && actionResult.status !== "sent" ? actionResult : undefined;

  return (
    <>
      {actionResult?.status === "sent" && (
        <div role="status" className={styles.serverSuccess}>
          <p className={styles.noticeTitle}>{say.successTitle}</p>
          <p>{say.successDialog}</p>
        </div>
      )}
      {serverProblem && (
        <div role="alert" className={styles.serverError}>
          <p className={styles.noticeTitle}>
            {serverProblem.status === "invalid" ? say.validationTitle : say.failureTitle}
          </p>
          <p>{serverProblem.message}</p>
        </div>
      )}

      <form
        method="post"
        action={action}
        onSubmit={onSubmit}
        className={styles.form}
        aria-label="Get in Touch"
      >
        <fieldset disabled={sending} className={styles.fieldset}>
          <div className={styles.field}>
            <label htmlFor="user_name" className={styles.label}>
              Name
            </label>
            <input {...control("user_name")} type="text" required autoComplete="name" />
          </div>
          <div className={styles.field}>
            <label htmlFor="user_email" className={styles.label}>
              Email
            </label>
            <input {...control("user_email")} type="email" required autoComplete="email" />
          </div>
          <div className={styles.field}>
            <label htmlFor="user_phone" className={styles.label}>
              Phone <span className={styles.optional}>(optional)</span>
            </label>
            <input {...control("user_phone")} type="tel" autoComplete="tel" />
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="message" className={styles.label}>
              Message
            </label>
            <textarea {...control("message")} rows={5} required />
          </div>
          {/* Hidden from people and assistive technology; once scripts run it is also left out of
              what the browser sends, so the provider receives only the four fields. */}
          <div className={visuallyHidden} aria-hidden="true">
            <label htmlFor={HONEYPOT_FIELD}>Company website</label>
            <input
              id={HONEYPOT_FIELD}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
              disabled={hydrated}
            />
          </div>
          <div className={styles.wide}>
            <button
              ref={submitButton}
              type="submit"
              className={`${button.primary} ${styles.submit}`}
            >
              {sending ? "Sending..." : "Send Message"}
            </button>
          </div>
        </fieldset>
      </form>

      <Suspense fallback={null}>{successOpen && <SuccessDialog onClose={closeSuccess} />}</Suspense>
    </>
  );
}
