import { useFetcher } from "@remix-run/react";
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
import { routes } from "#app/navigation";
import { visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./contact.css";
import {
  contactMessages as say,
  DELIVERY_FIELD,
  HONEYPOT_FIELD,
  INTENT_FIELD,
  REPORT_INTENT,
} from "./messages";
import { Notice } from "./Notice";
import type { ContactActionData, ContactFormResult } from "./results";
import { validateContact, type ContactFields } from "./validate";

// The success dialog (react-aria) is fetched while the message is on its way, not with the page.
const loadSuccessDialog = () => import("./SuccessDialog");
const SuccessDialog = lazy(loadSuccessDialog);

const emptyFields: ContactFields = { user_name: "", user_email: "", user_phone: "", message: "" };

function showError(title: string, text: string) {
  toast.error(<Notice title={title} text={text} />);
}

export function ContactForm({
  actionResult,
  action,
  privacyNote,
}: {
  /** Why the message is kept, and for how long (from the page's content file). */
  privacyNote: string;
  /** What the server said when the form was posted without JavaScript. */
  actionResult: ContactActionData | undefined;
  /** Where the form posts without JavaScript. */
  action: string;
}) {
  const serverProblem =
    actionResult?.status === "invalid" || actionResult?.status === "failed"
      ? actionResult
      : undefined;
  const [fields, setFields] = useState<ContactFields>(serverProblem?.values ?? emptyFields);
  const [successOpen, setSuccessOpen] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  // With JavaScript the message goes to the action through a fetcher (the route's clientAction
  // then sends it to the provider); a second fetcher reports the provider's answer.
  const enquiry = useFetcher<ContactFormResult>();
  const { submit: report } = useFetcher();
  const sending = enquiry.state !== "idle";
  const shownResult = useRef(enquiry.data);

  useEffect(() => {
    const result = enquiry.data;
    if (enquiry.state !== "idle" || !result || result === shownResult.current) return;
    shownResult.current = result;
    if ("report" in result && result.report) {
      const { id, token, outcome, providerAnswer } = result.report;
      report(
        { [INTENT_FIELD]: REPORT_INTENT, id, token, outcome, providerAnswer },
        { method: "post", action: routes.contact },
      );
    }
    if (result.status === "sent") {
      setFields(emptyFields);
      toast.success(<Notice title={say.successTitle} text={say.successNotice} />);
      setSuccessOpen(true);
    } else if (result.status === "invalid" || result.status === "failed") {
      showError(
        result.status === "invalid" ? say.validationTitle : say.failureTitle,
        result.message,
      );
    }
  }, [enquiry.state, enquiry.data, report]);

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateContact(fields);
    if (problem) {
      showError(say.validationTitle, problem);
      return;
    }
    // Read now, before the re-render below disables the fields.
    const submitted = new FormData(event.currentTarget);
    submitted.set(DELIVERY_FIELD, "browser");
    enquiry.submit(submitted, { method: "post", action: routes.contact });
    void loadSuccessDialog();
  };

  const closeSuccess = () => {
    setSuccessOpen(false);
    // Back to where the visitor was: the form, ready for another message.
    requestAnimationFrame(() => submitButton.current?.focus());
  };

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
          {/* Hidden from people and assistive technology; the action drops a message that fills it.
              The provider never receives it: the browser sends the four fields alone. */}
          <div className={visuallyHidden} aria-hidden="true">
            <label htmlFor={HONEYPOT_FIELD}>Company website</label>
            <input
              id={HONEYPOT_FIELD}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
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
        <p className={styles.privacyNote}>{privacyNote}</p>
      </form>

      <Suspense fallback={null}>{successOpen && <SuccessDialog onClose={closeSuccess} />}</Suspense>
    </>
  );
}
