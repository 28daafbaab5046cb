import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ToastContainer } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";
import { Glyph } from "#app/components/Glyph";
import { PageHero } from "#app/components/PageHero";
import { SocialLinks } from "#app/components/SocialLinks";
import { pages, settings } from "#app/content/collections.server";
import { formatOpeningTimes, telHref } from "#app/lib/contact-details";
import { browserEmailConfig } from "#app/lib/env.server";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { container, section } from "#app/styles/layout.css";
import { ContactForm, type ActionResult } from "./ContactForm";
import * as styles from "./contact.css";
import { contactMessages as say, HONEYPOT_FIELD } from "./messages";
import { takeSubmission } from "./rate-limit.server";
import { sendFromServer } from "./send.server";
import { contactFieldNames, validateContact, type ContactFields } from "./validate";

export async function loader() {
  const { title, description, hero, sections } = pages.contact;
  const { address, phone, email, officeHours, social } = settings;
  return {
    page: { title, description, hero, sections },
    office: {
      locality: address.locality,
      region: `${address.state}, ${address.country}`,
      phone,
      email,
      hours: officeHours.map((entry) => ({ label: entry.label, times: formatOpeningTimes(entry) })),
    },
    social,
    emailConfig: browserEmailConfig,
  };
}

/** Reads the four fields; anything missing or not text is refused rather than guessed at. */
function readFields(form: FormData): ContactFields | string {
  const fields = {} as ContactFields;
  for (const name of contactFieldNames) {
    const values = form.getAll(name);
    if (values.length === 0) return `The form is missing the field ${name}.`;
    if (values.length > 1) return `The field ${name} was sent more than once.`;
    const [value] = values;
    if (typeof value !== "string") return `The field ${name} must be text.`;
    fields[name] = value;
  }
  return fields;
}

const noValues: ContactFields = { user_name: "", user_email: "", user_phone: "", message: "" };
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A refusal the visitor can read, with the status that says why. */
function refuse(status: number, message: string, values = noValues, headers?: HeadersInit) {
  return data<ActionResult>({ status: "invalid", message, values }, { status, headers });
}

/**
 * The form's path for browsers without JavaScript: the same rules, then the provider's REST API.
 * Everything it cannot trust is refused with a 4xx and a reason; it never answers 500.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    // server.js adds the Allow header, as it does for every 405.
    return refuse(405, "Only POST requests are accepted here.");
  }
  const contentType =
    request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.includes(contentType)) {
    return refuse(415, "Please send the contact form as form data.");
  }
  const address = typeof context.clientAddress === "string" ? context.clientAddress : "unknown";
  const turn = takeSubmission(address);
  if (!turn.allowed) {
    return refuse(
      429,
      `Too many messages from your connection. Please try again in ${turn.retryAfterSeconds} seconds.`,
      noValues,
      { "Retry-After": String(turn.retryAfterSeconds) },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, "The form could not be read. Please try again.");
  }
  const fields = readFields(form);
  if (typeof fields === "string") return refuse(400, fields);
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") {
    return data<ActionResult>({ status: "sent" }); // a bot: looks sent, goes nowhere
  }
  const problem = validateContact(fields);
  if (problem) return refuse(400, problem, fields);
  const result = await sendFromServer(fields);
  if (result === "sent") return data<ActionResult>({ status: "sent" });
  return data<ActionResult>(
    {
      status: result === "failed" ? "failed" : "unavailable",
      message: result === "failed" ? say.failureText : say.notConfiguredText,
      values: fields,
    },
    { status: result === "failed" ? 502 : 503 },
  );
}

/** The action's Retry-After (429) reaches the visitor's response. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: MetaFunction<typeof loader> = metaForPage(routes.contact);

/** Where a form posted without JavaScript comes back to, so its answer is in view. */
const formAnchor = "get-in-touch";

export default function ContactPage() {
  const { page, office, social, emailConfig } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  const { sections } = page;
  return (
    <>
      <PageHero hero={page.hero} />
      <div className={`${section} ${container} ${styles.layout}`}>
        <section id={formAnchor} aria-labelledby="form-heading" className={styles.formCard}>
          <h2 id="form-heading" className={styles.cardHeading}>
            {sections.form.heading}
          </h2>
          {sections.form.intro && <p className={styles.cardIntro}>{sections.form.intro}</p>}
          <ContactForm
            emailConfig={emailConfig}
            actionResult={actionResult}
            action={`${routes.contact}#${formAnchor}`}
          />
        </section>

        <div className={styles.aside}>
          <section aria-labelledby="office-heading" className={styles.infoCard}>
            <h2 id="office-heading" className={styles.cardHeading}>
              {sections.office.heading}
            </h2>
            {sections.office.intro && <p className={styles.cardIntro}>{sections.office.intro}</p>}
            <ul className={styles.details}>
              <li className={styles.detail}>
                <Glyph name="mapPin" className={styles.detailIcon} />
                <address className={styles.address}>
                  {office.locality}
                  <br />
                  {office.region}
                </address>
              </li>
              <li className={styles.detail}>
                <Glyph name="phone" className={styles.detailIcon} />
                <a href={telHref(office.phone)}>{office.phone}</a>
              </li>
              <li className={styles.detail}>
                <Glyph name="mail" className={styles.detailIcon} />
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </li>
            </ul>
            <h3 className={styles.hoursHeading}>Office hours</h3>
            <dl className={styles.hours}>
              {office.hours.map((entry) => (
                <div key={entry.label} className={styles.hoursRow}>
                  <dt>{entry.label}</dt>
                  <dd>{entry.times}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="connect-heading" className={styles.infoCard}>
            <h2 id="connect-heading" className={styles.cardHeading}>
              {sections.connect.heading}
            </h2>
            {sections.connect.intro && <p className={styles.cardIntro}>{sections.connect.intro}</p>}
            <div className={styles.social}>
              <SocialLinks social={social} tone="light" />
            </div>
          </section>
        </div>
      </div>
      <ToastContainer
        position="bottom-right"
        autoClose={5000}
        pauseOnHover
        closeOnClick={false}
        draggable={false}
        limit={3}
        aria-label="Notifications"
        className={styles.toasts}
      />
    </>
  );
}
