import { useFetcher } from "@remix-run/react";
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from "react";
import { toast, type Id } from "react-toastify/unstyled";
import { button } from "#app/components/button.css";
import { telHref } from "#app/lib/contact-details";
import { useTypedBeforeHydration } from "#app/lib/early-input";
import { routes } from "#app/navigation";
import { visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./contact.css";
import {
  contactMessages as say,
  DELIVERY_FIELD,
  ESTIMATE_FIELD,
  PROJECT_FIELD,
  HONEYPOT_FIELD,
  INTENT_FIELD,
  REPORT_INTENT,
} from "./messages";
import { Notice } from "./Notice";
import type { ContactActionData, ContactFormResult } from "./results";
import {
  validateContact,
  type ContactFieldName,
  type ContactFields,
  type ContactProblem,
} from "./validate";

// The success dialog (react-aria) is fetched while the message is on its way, not with the page.
const loadSuccessDialog = () => import("./SuccessDialog");
const SuccessDialog = lazy(loadSuccessDialog);

const emptyFields: ContactFields = { user_name: "", user_email: "", user_phone: "", message: "" };

function showError(title: string, text: string) {
  toast.error(<Notice title={title} text={text} />);
}

const errorId = (field: ContactFieldName) => `${field}-error`;

/**
 * The notice of the form's last check: the next check's takes its place (its text and timer
 * renewed), and correcting the field closes it, so notices never pile up over the form (at 400 %
 * zoom one fills half the screen). A closed notice's id is not reused: the library ignores it
 * while the notice leaves.
 */
function useCheckNotice() {
  const current = useRef<Id | null>(null);
  return useMemo(
    () => ({
      show: (message: string) => {
        const notice = <Notice title={say.validationTitle} text={message} />;
        if (current.current !== null && toast.isActive(current.current)) {
          toast.update(current.current, { render: notice });
        } else {
          current.current = toast.error(notice);
        }
      },
      close: () => {
        if (current.current !== null) toast.dismiss(current.current);
        current.current = null;
      },
    }),
    [],
  );
}

/** The content's sentence with {phone} and {email} as links to call and to write. */
function WithContactLinks({ text, phone, email }: { text: string; phone: string; email: string }) {
  return text.split(/(\{phone\}|\{email\})/).map((part, index) => {
    if (part === "{phone}")
      return (
        <a key={index} href={telHref(phone)}>
          {phone}
        </a>
      );
    if (part === "{email}")
      return (
        <a key={index} href={`mailto:${email}`}>
          {email}
        </a>
      );
    return part;
  });
}

export function ContactForm({
  actionResult,
  action,
  privacyNote,
  failureHelp,
  office,
  startMessage,
  estimate,
  project,
}: {
  /** Why the message is kept, and for how long (from the page's content file). */
  privacyNote: string;
  /** What else to do when sending fails, naming {phone} and {email}. */
  failureHelp: string;
  office: { phone: string; email: string };
  /** The message's first words when the visitor came from a project's page; else empty. */
  startMessage: string;
  /** The estimate's inputs when the visitor came from /estimate, kept with the enquiry. */
  estimate: string;
  /** The project's slug when the visitor came from a project, kept with the enquiry. */
  project: string;
  /** What the server said when the form was posted without JavaScript. */
  actionResult: ContactActionData | undefined;
  /** Where the form posts without JavaScript. */
  action: string;
}) {
  const serverProblem =
    actionResult?.status === "invalid" || actionResult?.status === "failed"
      ? actionResult
      : undefined;
  const [fields, setFields] = useState<ContactFields>(
    serverProblem?.values ?? { ...emptyFields, message: startMessage },
  );
  // The field to fix, marked and described until the visitor changes it.
  const [problem, setProblem] = useState<ContactProblem | null>(
    serverProblem?.field ? { field: serverProblem.field, message: serverProblem.message } : null,
  );
  // A failed send: stays above the button after its notice has gone, until the next try.
  const [failure, setFailure] = useState<string | null>(
    serverProblem?.status === "failed" ? serverProblem.message : null,
  );
  // Until scripts run, the browser's own checks guard the form; then the site's messages do.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const [successOpen, setSuccessOpen] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const checkNotice = useCheckNotice();
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formElement, (name, value) => {
    if (name in emptyFields) setFields((current) => ({ ...current, [name]: value }));
  });
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
    } else if (result.status === "invalid") {
      checkNotice.show(result.message);
      if (result.field) markProblem({ field: result.field, message: result.message });
    } else if (result.status === "failed") {
      showError(say.failureTitle, result.message);
      setFailure(result.message);
    }
  }, [enquiry.state, enquiry.data, report, checkNotice]);

  function markProblem(found: ContactProblem) {
    setProblem(found);
    document.getElementById(found.field)?.focus();
  }

  /** What every input shares: its name and id and its value in `fields`. No `maxLength`: it
   * would cut a pasted text short without a word; the validation says what is too long. */
  const control = (name: keyof ContactFields) => ({
    id: name,
    name,
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      if (problem?.field === name) {
        setProblem(null);
        checkNotice.close();
      }
    },
    className: styles.input,
    ...(problem?.field === name && {
      "aria-invalid": true,
      "aria-describedby": errorId(name),
    }),
  });

  const fieldError = (name: ContactFieldName) =>
    problem?.field === name && (
      <p id={errorId(name)} className={styles.fieldError}>
        {problem.message}
      </p>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(fields);
    if (found) {
      checkNotice.show(found.message);
      markProblem(found);
      return;
    }
    setProblem(null);
    setFailure(null);
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
      {serverProblem?.status === "invalid" && (
        <div role="alert" className={styles.serverError}>
          <p className={styles.noticeTitle}>{say.validationTitle}</p>
          <p>{serverProblem.message}</p>
        </div>
      )}

      <form
        ref={formElement}
        method="post"
        action={action}
        onSubmit={onSubmit}
        noValidate={scripted}
        className={styles.form}
        aria-label="Get in Touch"
      >
        {/* Only there to disable every field while sending: not a group of its own, since the
            form already is one, named. */}
        <fieldset disabled={sending} className={styles.fieldset} role="none">
          <div className={styles.field}>
            <label htmlFor="user_name" className={styles.label}>
              Name
            </label>
            <input {...control("user_name")} type="text" required autoComplete="name" />
            {fieldError("user_name")}
          </div>
          <div className={styles.field}>
            <label htmlFor="user_email" className={styles.label}>
              Email
            </label>
            <input {...control("user_email")} type="email" required autoComplete="email" />
            {fieldError("user_email")}
          </div>
          <div className={styles.field}>
            <label htmlFor="user_phone" className={styles.label}>
              Phone <span className={styles.optional}>(optional)</span>
            </label>
            <input {...control("user_phone")} type="tel" autoComplete="tel" />
            {fieldError("user_phone")}
          </div>
          <div className={styles.field}>
            <label htmlFor="message" className={styles.label}>
              Message
            </label>
            <textarea {...control("message")} rows={5} required />
            {fieldError("message")}
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
          {estimate && <input type="hidden" name={ESTIMATE_FIELD} value={estimate} />}
          {project && <input type="hidden" name={PROJECT_FIELD} value={project} />}
          {failure && (
            <div role="alert" className={styles.failureNote}>
              <p className={styles.noticeTitle}>{say.failureTitle}</p>
              <p>{failure}</p>
              <p>
                <WithContactLinks text={failureHelp} phone={office.phone} email={office.email} />
              </p>
            </div>
          )}
          <div>
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

      {/* No boundary in the server's HTML: one still hydrating when the visitor types would
          make React throw away the server's markup (error #421). */}
      {successOpen && (
        <Suspense fallback={null}>
          <SuccessDialog onClose={closeSuccess} />
        </Suspense>
      )}
    </>
  );
}
