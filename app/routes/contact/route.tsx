import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import {
  Link,
  useActionData,
  useLocation,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { toast, ToastContainer } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";
import { PageHero } from "#app/components/PageHero";
import { pages, settings } from "#app/content/collections.server";
import { formatOpeningTimes, siteWhatsappChat } from "#app/lib/contact-details";
import { estimateEnquiry } from "#app/lib/estimate-enquiry.server";
import { aboutProject, projectPages } from "#app/lib/projects.server";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { container, section } from "#app/styles/layout.css";
import { contactAction } from "./action.server";
import { ContactDetails } from "./ContactDetails";
import { ContactForm } from "./ContactForm";
import * as styles from "./contact.css";
import { contactMessages as say, NOTICE_DURATION_MS } from "./messages";
import type { ContactActionData, ContactFormResult } from "./results";
import { sendFromBrowser } from "./send-from-browser";
import { readContactFields, type ContactFields } from "./validate";

export async function loader({ request }: LoaderFunctionArgs) {
  const { title, description, hero, sections } = pages.contact;
  const query = new URL(request.url).searchParams;
  // "Request a Site Visit" on an ongoing project, or "Discuss a Similar Project" on a project's
  // page: the message starts by naming it.
  const visit = projectPages.find(
    (each) => each.stage === "ongoing" && each.slug === query.get("visit"),
  );
  const project = visit ?? projectPages.find((each) => each.slug === query.get("project"));
  // "Get a Detailed Quote" on /estimate: the message states the estimate.
  const fromEstimate = project ? null : estimateEnquiry(query.get("estimate"));
  const { address, phone, email, officeHours, social } = settings;
  return {
    page: { title, description, hero, sections },
    office: {
      locality: address.locality,
      region: `${address.state}, ${address.country}`,
      phone,
      whatsappChat: siteWhatsappChat(settings),
      email,
      hours: officeHours.map((entry) => ({ label: entry.label, times: formatOpeningTimes(entry) })),
    },
    social,
    startMessage: project
      ? aboutProject(visit ? "siteVisit" : "enquiry", project)
      : (fromEstimate?.message ?? ""),
    estimate: fromEstimate?.estimate ?? "",
    project: project?.slug ?? "",
    estimateLinkLabel: pages.estimate.linkLabel,
  };
}

export async function action(args: ActionFunctionArgs) {
  return contactAction(args);
}

/**
 * With JavaScript, a message comes here first: the server keeps it, then the browser sends it to
 * the provider and the form reports how that went. Whatever fails on the way (the network, the
 * server) becomes the failure notice with the values kept, never the error screen.
 */
export async function clientAction({
  request,
  serverAction,
}: ClientActionFunctionArgs): Promise<ContactFormResult> {
  const submitted = await request.clone().formData();
  let kept: ContactActionData;
  try {
    kept = (await serverAction()) as ContactActionData;
  } catch (error) {
    console.error("The message could not be kept:", error);
    return { status: "failed", message: say.failureText };
  }
  if (kept.status !== "recorded") return kept;
  // The server has read the same fields already, so they are all there.
  const fields = readContactFields(submitted) as ContactFields;
  const { sent, providerAnswer } = await sendFromBrowser(kept.provider, fields);
  const report = { ...kept.ticket, outcome: sent ? "sent" : "failed", providerAnswer } as const;
  return sent ? { status: "sent", report } : { status: "failed", message: say.failureText, report };
}

/** The page's data never changes with a message sent, so nothing is reloaded after one. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate);

/** The action's Retry-After (429) reaches the visitor's response. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: MetaFunction<typeof loader> = metaForPage(routes.contact);

/** Where a form posted without JavaScript comes back to, so its answer is in view. */
const formAnchor = "get-in-touch";

export default function ContactPage() {
  const noticesShown = useNoticesShown();
  const { page, office, social, startMessage, estimate, project, estimateLinkLabel } =
    useLoaderData<typeof loader>();
  // Posted back to the same address, so a message sent without JavaScript that needs a second
  // try still carries the estimate or project it was begun from.
  const { search } = useLocation();
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
          {!estimate && (
            <p className={styles.cardIntro}>
              {sections.form.estimatePrompt} <Link to={routes.estimate}>{estimateLinkLabel}</Link>
            </p>
          )}
          <ContactForm
            privacyNote={sections.form.privacyNote}
            failureHelp={sections.form.failureHelp}
            office={office}
            startMessage={startMessage}
            estimate={estimate}
            project={project}
            actionResult={actionResult as ContactActionData | undefined}
            action={`${routes.contact}${search}#${formAnchor}`}
          />
        </section>

        <ContactDetails office={office} social={social} sections={sections} />
      </div>
      <ToastContainer
        position="bottom-right"
        autoClose={NOTICE_DURATION_MS}
        pauseOnHover
        closeOnClick={false}
        draggable={false}
        limit={3}
        // A region named "Notifications" only while it holds one: never an empty landmark.
        aria-label={noticesShown > 0 ? "Notifications" : undefined}
        className={styles.toasts}
      />
    </>
  );
}

/** How many notices are on screen now. */
function useNoticesShown(): number {
  const [shown, setShown] = useState(0);
  useEffect(
    () =>
      toast.onChange(({ status }) => {
        if (status === "added") setShown((count) => count + 1);
        if (status === "removed") setShown((count) => Math.max(0, count - 1));
      }),
    [],
  );
  return shown;
}
