/**
 * The contact form's one way in, with or without JavaScript: the same checks, then the message
 * is kept in the enquiry store before anything is sent. Everything it cannot trust is refused with
 * a 4xx and a reason; a store that cannot keep the message answers 503 with the values; never 500.
 */
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { deliverSoon } from "#app/enquiries/delivery.server";
import { enquiryStore, type EnquiryStore } from "#app/enquiries/store.server";
import { canonicalEstimate } from "#app/lib/estimate-enquiry.server";
import { knownProjectSlug } from "#app/lib/projects.server";
import { browserEmailConfig, serverEmailConfig } from "#app/lib/env.server";
import { rateLimitKey } from "#app/lib/rate-limit-key";
import { routes } from "#app/navigation";
import {
  contactMessages as say,
  DELIVERY_FIELD,
  ESTIMATE_FIELD,
  HONEYPOT_FIELD,
  PROJECT_FIELD,
  INTENT_FIELD,
  REPORT_INTENT,
} from "./messages";
import type { ContactActionData, DeliveryReport } from "./results";
import { readContactFields, validateContact, type ContactFields } from "./validate";

const noValues: ContactFields = { user_name: "", user_email: "", user_phone: "", message: "" };
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];
/** Longest user agent and provider answer kept: enough to read, bounded for the database. */
const MAX_NOTE_LENGTH = 500;

function answer(result: ContactActionData, status = 200, headers?: HeadersInit) {
  return data<ContactActionData>(result, { status, headers });
}

/** A refusal the visitor can read, with the status that says why. */
function refuse(status: number, message: string, values = noValues, headers?: HeadersInit) {
  if (status === 429) return answer({ status: "failed", message, values }, status, headers);
  return answer({ status: "invalid", message, values }, status, headers);
}

/** 429 for a visitor over the per-address limit, with how long to wait. */
function refuseOverLimit(what: "messages" | "reports", waitSeconds: number, values = noValues) {
  const wait = String(waitSeconds);
  return refuse(
    429,
    `Too many ${what} from your connection. Please try again in ${wait} seconds.`,
    values,
    { "Retry-After": wait },
  );
}

/** The store could not keep the message: the visitor is told it failed and keeps the values. */
function notKept(error: unknown, values: ContactFields) {
  console.error("An enquiry could not be kept:", error);
  return answer({ status: "failed", message: say.failureText, values }, 503);
}

/** The page the visitor wrote from: this site's page in the Referer, else the form's own. */
function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  try {
    const from = new URL(request.headers.get("referer") ?? "");
    if (from.host === url.host) return from.pathname;
  } catch {
    // no Referer, or not an address
  }
  return routes.contact;
}

function readDeliveryReport(form: FormData): DeliveryReport | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const id = text("id");
  const token = text("token");
  const outcome = text("outcome");
  if (!/^\d{1,9}$/.test(id) || !/^[\w-]{20,64}$/.test(token)) return null;
  if (outcome !== "sent" && outcome !== "failed") return null;
  return {
    id: Number(id),
    token,
    outcome,
    providerAnswer: text("providerAnswer").slice(0, MAX_NOTE_LENGTH),
  };
}

async function noteDeliveryReport(form: FormData, visitor: string) {
  const report = readDeliveryReport(form);
  if (!report) return refuse(400, "The delivery report could not be read.");
  let store: EnquiryStore;
  try {
    store = await enquiryStore();
    const turn = await store.takeSubmission(`delivery report from ${visitor}`);
    if (!turn.allowed) return refuseOverLimit("reports", turn.retryAfterSeconds);
    await store.noteBrowserDelivery(report.id, report.token, report.outcome, report.providerAnswer);
  } catch (error) {
    return notKept(error, noValues);
  }
  return answer({ status: "noted" });
}

export async function contactAction({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    // server.js adds the Allow header, as it does for every 405.
    return refuse(405, "Only POST requests are accepted here.");
  }
  const contentType =
    request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.includes(contentType)) {
    return refuse(415, "Please send the contact form as form data.");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, "The form could not be read. Please try again.");
  }
  const visitor = rateLimitKey(
    typeof context.clientAddress === "string" ? context.clientAddress : "unknown",
  );
  // A report touches only the row its secret names, so it does not use up the visitor's turns:
  // reports have turns of their own.
  if (form.get(INTENT_FIELD) === REPORT_INTENT) return noteDeliveryReport(form, visitor);

  const fields = readContactFields(form);
  if (typeof fields === "string") return refuse(400, fields);
  let store: EnquiryStore;
  try {
    store = await enquiryStore();
    const turn = await store.takeSubmission(visitor);
    if (!turn.allowed) return refuseOverLimit("messages", turn.retryAfterSeconds, fields);
  } catch (error) {
    return notKept(error, fields);
  }
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") {
    return answer({ status: "sent" }); // a bot: looks sent, kept nowhere
  }
  const problem = validateContact(fields);
  if (problem) return answer({ status: "invalid", ...problem, values: fields }, 400);

  // The browser sends it itself when it says so and the provider is set up for browsers; a
  // visitor without JavaScript leaves it to the server.
  const byBrowser = form.get(DELIVERY_FIELD) === "browser";
  const provider = byBrowser ? browserEmailConfig : serverEmailConfig;
  const delivery = provider ? (byBrowser ? "browser" : "server") : "none";
  let recorded;
  try {
    recorded = await store.record({
      fields,
      pagePath: pagePathOf(request),
      userAgent: (request.headers.get("user-agent") ?? "").slice(0, MAX_NOTE_LENGTH),
      delivery,
      estimate: canonicalEstimate(form.get(ESTIMATE_FIELD)),
      project: knownProjectSlug(form.get(PROJECT_FIELD)),
    });
  } catch (error) {
    return notKept(error, fields);
  }
  console.log(
    `Enquiry ${recorded.id} kept in ${store.location} (${recorded.status}${recorded.repeated ? ", sent again" : ""})`,
  );
  if (delivery === "browser" && browserEmailConfig) {
    const ticket = { id: recorded.id, token: recorded.token };
    return answer({ status: "recorded", ticket, provider: browserEmailConfig });
  }
  if (delivery === "server") deliverSoon(store, recorded.id);
  return answer({ status: "sent" });
}
