/**
 * What the server does with enquiries on its own: sends those it took without JavaScript to the
 * e-mail provider, retrying with backoff (the schedule is in the database, so a restart keeps
 * it), and deletes enquiries past their retention.
 */
import { browserEmailConfig, enquiryRetentionDays } from "#app/lib/env.server";
import type { ContactFields } from "#app/routes/contact/validate";
import { RATE_LIMIT } from "./rate-limit.server";
import { sendFromServer, type ServerSendResult } from "./send.server";
import { closeEnquiryStore, enquiryStore, type Enquiry, type EnquiryStore } from "./store.server";

/** A send is tried at most this often: at once, then after each delay below. */
export const MAX_DELIVERY_TRIES = 5;
/** Minutes between tries: they fall at 0, 1, 5, 15 and 30 minutes after the message came. */
const RETRY_DELAYS_MINUTES = [1, 4, 10, 15] as const;
/** A claimed send is due again after this if its instance dies before writing the outcome. */
const DELIVERY_LEASE_MS = 2 * 60_000;
const DELIVERY_CHECK_MS = 30_000;
const DAY_MS = 24 * 60 * 60_000;

type DeliveryOptions = {
  /** Only this enquiry (the one just taken), if it is due. */
  onlyId?: number;
  send?: (enquiry: Enquiry) => Promise<ServerSendResult>;
  clock?: () => Date;
};

/** The four fields of the form, as the visitor sent them. */
export const enquiryFields = (enquiry: Enquiry): ContactFields => ({
  user_name: enquiry.name,
  user_email: enquiry.email,
  user_phone: enquiry.phone,
  message: enquiry.message,
});

const sendEnquiry = (enquiry: Enquiry) => sendFromServer(enquiryFields(enquiry));

/** Sends every server send that is due and writes down how each went; returns how many. */
export async function deliverDue(
  store: EnquiryStore,
  { onlyId, send = sendEnquiry, clock = () => new Date() }: DeliveryOptions = {},
): Promise<number> {
  const claimed = await store.claimServerDeliveries(clock(), DELIVERY_LEASE_MS, onlyId);
  for (const enquiry of claimed) {
    const result = await send(enquiry);
    const tryAgain = result.status === "failed" && enquiry.deliveryTries < MAX_DELIVERY_TRIES;
    const delay = RETRY_DELAYS_MINUTES[enquiry.deliveryTries - 1] ?? 0;
    const nextDeliveryAt = tryAgain ? new Date(clock().getTime() + delay * 60_000) : null;
    await store.settleServerDelivery(enquiry.id, { ...result, nextDeliveryAt });
    const what =
      result.status === "failed"
        ? `not sent (try ${enquiry.deliveryTries} of ${MAX_DELIVERY_TRIES}, provider: ${result.providerAnswer}); ${nextDeliveryAt ? `next try ${nextDeliveryAt.toISOString()}` : "no more tries"}`
        : result.status;
    console.log(`Enquiry ${enquiry.id}: ${what}`);
  }
  return claimed.length;
}

/** Sends under way, which a shutdown lets finish (each gives up after the provider's timeout). */
const sending = new Set<Promise<unknown>>();

function track(delivery: Promise<unknown>): Promise<unknown> {
  sending.add(delivery);
  return delivery.finally(() => sending.delete(delivery));
}

/** Sends the enquiry just taken, without holding up the visitor's answer. */
export function deliverSoon(store: EnquiryStore, id: number): void {
  void track(
    deliverDue(store, { onlyId: id }).catch((error: unknown) =>
      console.error(`Enquiry ${id}: sending failed, it stays due:`, error),
    ),
  );
}

/** Removes enquiries received more than `days` days before `now`. */
export async function applyRetention(store: EnquiryStore, days: number, now = new Date()) {
  const deleted = await store.deleteReceivedBefore(new Date(now.getTime() - days * DAY_MS));
  if (deleted > 0) console.log(`Deleted ${deleted} enquiries older than ${days} days.`);
  return deleted;
}

/**
 * Opens the store (creating the database on first start), then sends what is due every 30
 * seconds and applies the retention once a day. Returns a function that stops it all, once the
 * sends under way have finished.
 */
export function startEnquiryWork(): () => Promise<void> {
  let delivering = false;
  const deliver = async () => {
    if (delivering) return; // a slow provider: the previous round is still sending
    delivering = true;
    try {
      const store = await enquiryStore();
      await track(deliverDue(store));
      await store.pruneSubmissionAttempts(new Date(), RATE_LIMIT.windowMs);
    } catch (error) {
      console.error("Enquiries: sending what is due failed:", error);
    } finally {
      delivering = false;
    }
  };
  const retain = async () => {
    try {
      await applyRetention(await enquiryStore(), enquiryRetentionDays);
    } catch (error) {
      console.error("Enquiries: applying the retention failed:", error);
    }
  };

  if (!browserEmailConfig) {
    console.log(
      "The e-mail provider is not set up (EMAILJS_* in .env.example): enquiries are kept, not e-mailed; read them with `npm run enquiries`.",
    );
  }
  enquiryStore().then(
    (store) => console.log(`Enquiries are kept in ${store.location}`),
    (error: unknown) =>
      console.error("Enquiries cannot be kept yet (tried again with the next one):", error),
  );
  void retain().then(deliver);
  const timers = [setInterval(deliver, DELIVERY_CHECK_MS), setInterval(retain, DAY_MS)];
  for (const timer of timers) timer.unref();

  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled(sending);
    await closeEnquiryStore();
  };
}
