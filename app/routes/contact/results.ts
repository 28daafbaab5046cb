import type { BrowserEmailConfig } from "#app/lib/env.server";
import type { ContactFieldName, ContactFields } from "./validate";

/** Which enquiry a browser is sending, and the secret it shows when it reports the answer. */
type DeliveryTicket = { id: number; token: string };

/** What the browser tells the action once the provider has answered. */
export type DeliveryReport = DeliveryTicket & {
  outcome: "sent" | "failed";
  providerAnswer: string;
};

/** What the contact action answers. */
export type ContactActionData =
  /** Kept, and sent or queued for the server to send (or a bot's, dropped). */
  | { status: "sent" }
  /** Kept; the visitor's browser sends it to the provider next. */
  | { status: "recorded"; ticket: DeliveryTicket; provider: BrowserEmailConfig }
  /** A browser's report of the provider's answer was taken. */
  | { status: "noted" }
  /** Refused (`invalid`: the visitor can fix it; `field` names where) or not kept (`failed`),
   * with what was typed. */
  | {
      status: "invalid" | "failed";
      message: string;
      field?: ContactFieldName;
      values: ContactFields;
    };

/** Where a message ended up once the browser has done all it can. */
export type ContactFormResult =
  | { status: "sent"; report?: DeliveryReport }
  | {
      status: "invalid" | "failed";
      message: string;
      field?: ContactFieldName;
      report?: DeliveryReport;
    }
  | { status: "noted" };
