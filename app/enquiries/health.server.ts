/**
 * What `/healthz` says of the enquiry store: a load balancer or orchestrator takes an instance
 * that cannot keep enquiries out of service, rather than let it lose them.
 */
import { enquiryStore } from "./store.server";

/** However often /healthz is asked, the store is probed at most this often. */
const PROBE_INTERVAL_MS = 5_000;

let lastProbe: { at: number; writable: Promise<boolean> } | undefined;

/** Whether enquiries can be written now; the cause of a failure goes to the log. */
export function enquiryStoreWritable(now = Date.now()): Promise<boolean> {
  if (lastProbe && now - lastProbe.at < PROBE_INTERVAL_MS) return lastProbe.writable;
  const writable = enquiryStore()
    .then((store) => store.checkWritable())
    .then(
      () => true,
      (error: unknown) => {
        console.error("Health check: enquiries cannot be written:", error);
        return false;
      },
    );
  lastProbe = { at: now, writable };
  return writable;
}
