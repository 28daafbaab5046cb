/**
 * The one place enquiries are read and written, whichever engine keeps them. Every message a
 * visitor sends is recorded here before anything else happens to it; the e-mail provider only
 * notifies the company of a row that already exists.
 */
import { randomBytes } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { databaseUrl } from "#app/lib/env.server";
import type { ContactFields } from "#app/routes/contact/validate";
import {
  openDatabase,
  type DeliveryChannel,
  type DeliveryStatus,
  type EnquiriesTable,
  type EnquiryDatabase,
} from "./database.server";
import { memoryRateLimiter, postgresRateLimiter } from "./rate-limit.server";

/** An enquiry as the company reads it (`npm run enquiries`); times are ISO-8601 UTC. */
export type Enquiry = {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  pagePath: string;
  userAgent: string;
  status: DeliveryStatus;
  providerAnswer: string | null;
  /** Who passes it to the e-mail provider: the visitor's browser, this server, or nobody. */
  delivery: DeliveryChannel;
  /** How many times the visitor sent this same message. */
  submissions: number;
  /** The server's sends tried so far, and when the next is due (null: none planned). */
  deliveryTries: number;
  nextDeliveryAt: string | null;
  /** Begun from the cost estimator: its inputs, as /estimate's query ("type=interior&bhk=3…"). */
  estimate: string | null;
  /** Begun from a project's card or page (a visit to its site, or one like it): its slug. */
  project: string | null;
};

type NewEnquiry = {
  fields: ContactFields;
  pagePath: string;
  userAgent: string;
  /** Who sends it on: the browser, the server, or nobody (the provider is not set up). */
  delivery: DeliveryChannel;
  estimate?: string | null;
  project?: string | null;
};

type RecordedEnquiry = {
  id: number;
  /** Shown by the browser when it reports the provider's answer for this row. */
  token: string;
  status: DeliveryStatus;
  /** The same visitor sent the same message before, and that row was updated. */
  repeated: boolean;
};

/** The same name and e-mail address sending the same message within this window updates its row. */
const REPEAT_WINDOW_MS = 30 * 60_000;
/** Advisory-lock namespace for recording (PostgreSQL's two-key form). */
const RECORD_LOCK = 2;

type Row = Omit<Selectable<EnquiriesTable>, "delivery_token">;

const iso = (value: string | Date) => new Date(value).toISOString();

function toEnquiry(row: Row): Enquiry {
  return {
    id: row.id,
    receivedAt: iso(row.received_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    pagePath: row.page_path,
    userAgent: row.user_agent,
    status: row.status,
    providerAnswer: row.provider_answer,
    delivery: row.delivery,
    submissions: row.submissions,
    deliveryTries: row.delivery_tries,
    nextDeliveryAt: row.next_delivery_at === null ? null : iso(row.next_delivery_at),
    estimate: row.estimate,
    project: row.project,
  };
}

const enquiryColumns = [
  "id",
  "received_at",
  "name",
  "email",
  "phone",
  "message",
  "page_path",
  "user_agent",
  "status",
  "provider_answer",
  "delivery",
  "submissions",
  "delivery_tries",
  "next_delivery_at",
  "estimate",
  "project",
] as const;

type ListOptions = { limit?: number; since?: Date; status?: DeliveryStatus };

export function createEnquiryStore(database: EnquiryDatabase) {
  const { db, engine } = database;

  /**
   * After a delete: SQLite has overwritten the rows (secure_delete), and folding the write-ahead
   * log back into the file clears the copies kept there. PostgreSQL keeps dead rows until VACUUM
   * (docs/deploy.md says what the operator runs).
   */
  async function forgetDeletedRows() {
    if (engine === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  }

  return {
    engine,
    location: database.location,

    /**
     * Throws unless a row could be written now (for /healthz): SQLite takes its write lock and
     * lets it go; PostgreSQL writes a row and undoes it. Nothing is kept either way.
     */
    async checkWritable(): Promise<void> {
      if (engine === "sqlite") {
        await db.connection().execute(async (connection) => {
          await sql`begin immediate`.execute(connection);
          await sql`rollback`.execute(connection);
        });
        return;
      }
      const undo = new Error("undone on purpose");
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto("submission_attempts")
            .values({ address: "health check", attempted_at: new Date(0).toISOString() })
            .execute();
          throw undo;
        })
        .catch((error: unknown) => {
          if (error !== undo) throw error;
        });
    },

    /** The contact form's per-address limit: in memory for SQLite, shared through PostgreSQL. */
    takeSubmission: engine === "postgres" ? postgresRateLimiter(db) : memoryRateLimiter(),

    /**
     * Keeps a valid message. The same visitor (name and e-mail address) sending the same message
     * within 30 minutes updates its row instead: a retry after a failure is not a second enquiry.
     */
    async record(enquiry: NewEnquiry, now = new Date()): Promise<RecordedEnquiry> {
      const { fields } = enquiry;
      const status: DeliveryStatus = enquiry.delivery === "none" ? "not-configured" : "recorded";
      const changes = {
        name: fields.user_name,
        phone: fields.user_phone,
        page_path: enquiry.pagePath,
        user_agent: enquiry.userAgent,
        status,
        provider_answer: null,
        delivery: enquiry.delivery,
        delivery_tries: 0,
        // The server's send is due at once; a restart before it happens leaves it due.
        next_delivery_at: enquiry.delivery === "server" ? now.toISOString() : null,
        // Written only when there is one, as a database from before the estimator has no column.
        ...(enquiry.estimate && { estimate: enquiry.estimate }),
        ...(enquiry.project && { project: enquiry.project }),
      };
      return db.transaction().execute(async (trx) => {
        if (engine === "postgres") {
          // Two instances taking the same repeated message cannot both add a row.
          await sql`select pg_advisory_xact_lock(${RECORD_LOCK}, hashtext(${fields.user_email}))`.execute(
            trx,
          );
        }
        const earlier = await trx
          .selectFrom("enquiries")
          .select(["id", "delivery_token"])
          .where("email", "=", fields.user_email)
          .where("message", "=", fields.message)
          .where("name", "=", fields.user_name)
          .where("received_at", ">=", new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString())
          .orderBy("id", "desc")
          .executeTakeFirst();
        if (earlier) {
          await trx
            .updateTable("enquiries")
            .set({ ...changes, submissions: sql`submissions + 1` })
            .where("id", "=", earlier.id)
            .execute();
          return { id: earlier.id, token: earlier.delivery_token, status, repeated: true };
        }
        const token = randomBytes(18).toString("base64url");
        const { id } = await trx
          .insertInto("enquiries")
          .values({
            ...changes,
            received_at: now.toISOString(),
            email: fields.user_email,
            message: fields.message,
            delivery_token: token,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { id: Number(id), token, status, repeated: false };
      });
    },

    /** The browser's report of the provider's answer: it takes only the row whose secret it shows. */
    async noteBrowserDelivery(
      id: number,
      token: string,
      outcome: "sent" | "failed",
      providerAnswer: string,
    ): Promise<void> {
      await db
        .updateTable("enquiries")
        .set({ status: outcome, provider_answer: providerAnswer })
        .where("id", "=", id)
        .where("delivery_token", "=", token)
        .where("delivery", "=", "browser")
        // A late report of an earlier failure never overwrites a success.
        .where("status", "in", ["recorded", "failed"])
        .execute();
    },

    /**
     * Takes the server's sends that are due (or only `onlyId`), each by one instance: a claim
     * moves its next try `leaseMs` ahead, so a crash mid-send leaves it due again later.
     */
    async claimServerDeliveries(now: Date, leaseMs: number, onlyId?: number): Promise<Enquiry[]> {
      const due = now.toISOString();
      const candidates = await db
        .selectFrom("enquiries")
        .select("id")
        .where("delivery", "=", "server")
        .where("status", "in", ["recorded", "failed"])
        .where("next_delivery_at", "<=", due)
        .$if(onlyId !== undefined, (query) => query.where("id", "=", onlyId!))
        .orderBy("next_delivery_at")
        .limit(20)
        .execute();
      const claimed: Enquiry[] = [];
      for (const { id } of candidates) {
        // Another instance may have claimed it since: then its next try is no longer due.
        const row = await db
          .updateTable("enquiries")
          .set({
            next_delivery_at: new Date(now.getTime() + leaseMs).toISOString(),
            delivery_tries: sql`delivery_tries + 1`,
          })
          .where("id", "=", id)
          .where("status", "in", ["recorded", "failed"])
          .where("next_delivery_at", "<=", due)
          .returning(enquiryColumns)
          .executeTakeFirst();
        if (row) claimed.push(toEnquiry(row));
      }
      return claimed;
    },

    /** Writes down how a server send went, and when to try again (null: no more tries). */
    async settleServerDelivery(
      id: number,
      result: { status: DeliveryStatus; providerAnswer: string; nextDeliveryAt: Date | null },
    ): Promise<void> {
      await db
        .updateTable("enquiries")
        .set({
          status: result.status,
          provider_answer: result.providerAnswer,
          next_delivery_at: result.nextDeliveryAt?.toISOString() ?? null,
        })
        .where("id", "=", id)
        .execute();
    },

    /** Newest first. */
    async list({ limit, since, status }: ListOptions = {}): Promise<Enquiry[]> {
      const rows = await db
        .selectFrom("enquiries")
        .select(enquiryColumns)
        .$if(since !== undefined, (query) => query.where("received_at", ">=", since!.toISOString()))
        .$if(status !== undefined, (query) => query.where("status", "=", status!))
        .orderBy("received_at", "desc")
        .orderBy("id", "desc")
        .$if(limit !== undefined, (query) => query.limit(limit!))
        .execute();
      return rows.map(toEnquiry);
    },

    /**
     * A data-deletion request: every enquiry from this address, whatever its case in any script.
     * Compared here, not in SQL: SQLite's lower() folds ASCII letters only.
     */
    async deleteByEmail(email: string): Promise<number> {
      const wanted = foldedAddress(email);
      const rows = await db.selectFrom("enquiries").select(["id", "email"]).execute();
      const ids = rows.filter((row) => foldedAddress(row.email) === wanted).map((row) => row.id);
      if (ids.length === 0) return 0;
      const result = await db.deleteFrom("enquiries").where("id", "in", ids).executeTakeFirst();
      await forgetDeletedRows();
      return Number(result.numDeletedRows);
    },

    /** Retention: removes enquiries received before `cutoff`. */
    async deleteReceivedBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom("enquiries")
        .where("received_at", "<", cutoff.toISOString())
        .executeTakeFirst();
      await forgetDeletedRows();
      return Number(result.numDeletedRows);
    },

    /** Forgets rate-limit entries that no longer count (PostgreSQL keeps them in a table). */
    async pruneSubmissionAttempts(now: Date, windowMs: number): Promise<void> {
      if (engine !== "postgres") return;
      await db
        .deleteFrom("submission_attempts")
        .where("attempted_at", "<=", new Date(now.getTime() - windowMs).toISOString())
        .execute();
    },

    close: () => database.close(),
  };
}

/** An e-mail address as erasure compares it: one Unicode form, lower case in every script. */
const foldedAddress = (email: string) => email.normalize("NFKC").toLowerCase().trim();

export type EnquiryStore = ReturnType<typeof createEnquiryStore>;

/** Opens (and migrates) the database at `url` and wraps it in the store. */
export async function openEnquiryStore(url: string): Promise<EnquiryStore> {
  return createEnquiryStore(await openDatabase(url));
}

let opening: Promise<EnquiryStore> | undefined;

/** This process's store (DATABASE_URL), opened on first use; a failed open is retried next time. */
export function enquiryStore(): Promise<EnquiryStore> {
  opening ??= openEnquiryStore(databaseUrl).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Closes this process's store if it was opened (on shutdown). */
export async function closeEnquiryStore(): Promise<void> {
  const store = await opening?.catch(() => undefined);
  opening = undefined;
  await store?.close();
}
