/** How many messages one address may send in a window before it has to wait. */
export const RATE_LIMIT = { messages: 5, windowMs: 60_000 } as const;
/** Addresses remembered at most; past this the oldest are forgotten, so memory stays bounded. */
const MAX_ADDRESSES = 10_000;

const sendsByAddress = new Map<string, number[]>();

/**
 * Records a submission from `address` and says whether it is allowed; when it is not, how many
 * seconds until it will be.
 */
export function takeSubmission(
  address: string,
  now = Date.now(),
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const recent = (sendsByAddress.get(address) ?? []).filter(
    (time) => now - time < RATE_LIMIT.windowMs,
  );
  if (recent.length >= RATE_LIMIT.messages) {
    sendsByAddress.set(address, recent);
    return {
      allowed: false,
      retryAfterSeconds: Math.ceil((recent[0]! + RATE_LIMIT.windowMs - now) / 1000),
    };
  }
  recent.push(now);
  sendsByAddress.delete(address);
  sendsByAddress.set(address, recent);
  if (sendsByAddress.size > MAX_ADDRESSES) {
    const oldest = sendsByAddress.keys().next().value;
    if (oldest !== undefined) sendsByAddress.delete(oldest);
  }
  return { allowed: true };
}
