import { sql, type Kysely } from "kysely";
import type { Schema } from "./database.server";

/** How many messages one address may send in a window before it has to wait. */
export const RATE_LIMIT = { messages: 5, windowMs: 60_000 } as const;
/** Addresses remembered at most in memory; past this the oldest are forgotten. */
const MAX_ADDRESSES = 10_000;

type Turn = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Records a submission from `address` and says whether it is allowed, or when it will be. */
type RateLimiter = (address: string, now?: Date) => Promise<Turn>;

const refusal = (oldest: number, now: number): Turn => ({
  allowed: false,
  retryAfterSeconds: Math.ceil((oldest + RATE_LIMIT.windowMs - now) / 1000),
});

/** Counts in this process: right for one instance (the SQLite engine). */
export function memoryRateLimiter(): RateLimiter {
  const sendsByAddress = new Map<string, number[]>();
  return async (address, now = new Date()) => {
    const time = now.getTime();
    const recent = (sendsByAddress.get(address) ?? []).filter(
      (sent) => time - sent < RATE_LIMIT.windowMs,
    );
    if (recent.length >= RATE_LIMIT.messages) {
      sendsByAddress.set(address, recent);
      return refusal(recent[0]!, time);
    }
    recent.push(time);
    sendsByAddress.delete(address);
    sendsByAddress.set(address, recent);
    if (sendsByAddress.size > MAX_ADDRESSES) {
      const oldest = sendsByAddress.keys().next().value;
      if (oldest !== undefined) sendsByAddress.delete(oldest);
    }
    return { allowed: true };
  };
}

/** Advisory-lock namespace for the rate limit (PostgreSQL's two-key form). */
const RATE_LIMIT_LOCK = 1;

/** Counts in PostgreSQL, so every instance sharing the database shares the limit. */
export function postgresRateLimiter(db: Kysely<Schema>): RateLimiter {
  return (address, now = new Date()) =>
    db.transaction().execute(async (trx) => {
      // One submission per address at a time, so two instances cannot both take the last turn.
      await sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK}, hashtext(${address}))`.execute(
        trx,
      );
      const windowStart = new Date(now.getTime() - RATE_LIMIT.windowMs).toISOString();
      await trx
        .deleteFrom("submission_attempts")
        .where("address", "=", address)
        .where("attempted_at", "<=", windowStart)
        .execute();
      const recent = await trx
        .selectFrom("submission_attempts")
        .select("attempted_at")
        .where("address", "=", address)
        .orderBy("attempted_at")
        .execute();
      if (recent.length >= RATE_LIMIT.messages) {
        return refusal(new Date(recent[0]!.attempted_at).getTime(), now.getTime());
      }
      await trx
        .insertInto("submission_attempts")
        .values({ address, attempted_at: now.toISOString() })
        .execute();
      return { allowed: true } as const;
    });
}
