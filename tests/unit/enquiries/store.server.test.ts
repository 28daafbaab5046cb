import { existsSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { enginesUnderTest } from "../enquiry-databases";
import type { ContactFields } from "#app/routes/contact/validate";
import { connectDatabase, migrate, openDatabase } from "#app/enquiries/database.server";
import { RATE_LIMIT } from "#app/enquiries/rate-limit.server";
import {
  createEnquiryStore,
  openEnquiryStore,
  type EnquiryStore,
} from "#app/enquiries/store.server";

const fields: ContactFields = {
  user_name: "లక్ష్మి రావు",
  user_email: "lakshmi@example.com",
  user_phone: "+91 98765 43210",
  message: 'नमस्ते! We\'d like a "duplex" in Kokapet 🏡, 2,400 sq ft.\r\nBudget: ₹1.2 crore',
};
const from = { pagePath: "/contact", userAgent: "Mozilla/5.0 (Linux; Android 14)" };
const minutes = (count: number) => count * 60_000;

const opened: EnquiryStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

describe.each(enginesUnderTest())("the enquiry store on $engine", ({ freshDatabaseUrl }) => {
  async function open(url?: string) {
    const store = await openEnquiryStore(url ?? (await freshDatabaseUrl()));
    opened.push(store);
    return store;
  }

  it("keeps every field of an enquiry and lists it with its time, page and status", async () => {
    const store = await open();
    const now = new Date("2026-03-02T04:05:06.789Z");
    const recorded = await store.record({ fields, ...from, delivery: "browser" }, now);
    expect(recorded).toMatchObject({ status: "recorded", repeated: false });
    expect(recorded.token).toMatch(/^[\w-]{24}$/);
    expect(await store.list()).toEqual([
      {
        id: recorded.id,
        receivedAt: "2026-03-02T04:05:06.789Z",
        name: fields.user_name,
        email: fields.user_email,
        phone: fields.user_phone,
        message: fields.message,
        pagePath: "/contact",
        userAgent: from.userAgent,
        status: "recorded",
        providerAnswer: null,
        delivery: "browser",
        submissions: 1,
        deliveryTries: 0,
        nextDeliveryAt: null,
        estimate: null,
        project: null,
      },
    ]);
  });

  it("keeps the inputs of the estimate an enquiry was begun from", async () => {
    const store = await open();
    const estimate = "type=interior&bhk=3&finish=premium&extra=modular-kitchen";
    await store.record({ fields, ...from, delivery: "none", estimate });
    expect(await store.list()).toMatchObject([{ estimate }]);
  });

  it("keeps the project an enquiry was begun from", async () => {
    const store = await open();
    await store.record({ fields, ...from, delivery: "none", project: "nallagandla-villas" });
    expect(await store.list()).toMatchObject([{ project: "nallagandla-villas" }]);
  });

  it("gives each channel its first status: the server's send is due at once", async () => {
    const store = await open();
    const now = new Date("2026-03-02T10:00:00.000Z");
    const other = (message: string) => ({ ...fields, message });
    await store.record({ fields: other("a"), ...from, delivery: "server" }, now);
    await store.record({ fields: other("b"), ...from, delivery: "none" }, now);
    const [none, server] = await store.list();
    expect(server).toMatchObject({ status: "recorded", nextDeliveryAt: now.toISOString() });
    expect(none).toMatchObject({
      status: "not-configured",
      delivery: "none",
      nextDeliveryAt: null,
    });
  });

  it("round-trips any text byte for byte", async () => {
    const store = await open();
    // Any Unicode text but NUL, which the form refuses (PostgreSQL cannot keep it).
    const text = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 80 })
      .filter((value) => !value.includes("\0"));
    await fc.assert(
      fc.asyncProperty(text, text, text, async (name, phone, message) => {
        const sent = { ...fields, user_name: name, user_phone: phone, message };
        const { id } = await store.record({ fields: sent, ...from, delivery: "none" });
        const kept = (await store.list()).find((enquiry) => enquiry.id === id);
        expect(kept).toMatchObject({ name, phone, message });
      }),
      { numRuns: 60 },
    );
  });

  it("updates the row when the same visitor sends the same message within 30 minutes", async () => {
    const store = await open();
    const first = new Date("2026-03-02T10:00:00.000Z");
    const original = await store.record({ fields, ...from, delivery: "browser" }, first);
    await store.noteBrowserDelivery(original.id, original.token, "failed", "429 Too Many Requests");

    const again = await store.record(
      { fields: { ...fields, user_phone: "040 2354 0000" }, ...from, delivery: "browser" },
      new Date(first.getTime() + minutes(29)),
    );
    expect(again).toEqual({ ...original, repeated: true });
    const [row] = await store.list();
    expect(row).toMatchObject({
      id: original.id,
      submissions: 2,
      phone: "040 2354 0000",
      status: "recorded",
      providerAnswer: null,
      receivedAt: first.toISOString(),
    });

    // Another message, another person's, or the same one later, is a new enquiry.
    for (const other of [{ message: "Another question" }, { user_name: "Ravi Rao" }]) {
      await store.record(
        { fields: { ...fields, ...other }, ...from, delivery: "browser" },
        new Date(first.getTime() + minutes(29)),
      );
    }
    const later = await store.record(
      { fields, ...from, delivery: "browser" },
      new Date(first.getTime() + minutes(31)),
    );
    expect(later.repeated).toBe(false);
    expect(await store.list()).toHaveLength(4);
  });

  it("takes the browser's report only with the row's token, and never undoes a success", async () => {
    const store = await open();
    const { id, token } = await store.record({ fields, ...from, delivery: "browser" });
    const status = async () => (await store.list())[0]!;

    await store.noteBrowserDelivery(id, "x".repeat(24), "sent", "200 OK");
    expect(await status()).toMatchObject({ status: "recorded", providerAnswer: null });
    await store.noteBrowserDelivery(id, token, "failed", "400 The template ID is invalid");
    expect(await status()).toMatchObject({
      status: "failed",
      providerAnswer: "400 The template ID is invalid",
    });
    await store.noteBrowserDelivery(id, token, "sent", "200 OK");
    await store.noteBrowserDelivery(id, token, "failed", "0 Network Error");
    expect(await status()).toMatchObject({ status: "sent", providerAnswer: "200 OK" });
  });

  it("lists newest first, with a limit, a first day and a status", async () => {
    const store = await open();
    for (const [day, delivery] of [
      ["2026-01-10", "none"],
      ["2026-02-10", "browser"],
      ["2026-03-10", "none"],
    ] as const) {
      await store.record(
        { fields: { ...fields, message: day }, ...from, delivery },
        new Date(`${day}T09:00:00Z`),
      );
    }
    const messages = async (options: Parameters<EnquiryStore["list"]>[0]) =>
      (await store.list(options)).map((enquiry) => enquiry.message);
    expect(await messages({})).toEqual(["2026-03-10", "2026-02-10", "2026-01-10"]);
    expect(await messages({ limit: 2 })).toEqual(["2026-03-10", "2026-02-10"]);
    expect(await messages({ since: new Date("2026-02-10T00:00:00Z") })).toEqual([
      "2026-03-10",
      "2026-02-10",
    ]);
    expect(await messages({ status: "not-configured" })).toEqual(["2026-03-10", "2026-01-10"]);
  });

  it("deletes one person's enquiries, whatever the case of the address", async () => {
    const store = await open();
    await store.record({ fields, ...from, delivery: "none" });
    await store.record({ fields: { ...fields, message: "Second" }, ...from, delivery: "none" });
    await store.record({
      fields: { ...fields, user_email: "someone@example.com" },
      ...from,
      delivery: "none",
    });
    expect(await store.deleteByEmail("Lakshmi@Example.com")).toBe(2);
    expect((await store.list()).map((enquiry) => enquiry.email)).toEqual(["someone@example.com"]);
  });

  it("deletes one person's enquiries whatever the case of the address in any script", async () => {
    const store = await open();
    await store.record({
      fields: { ...fields, user_email: "ÄRZTE@Example.com" },
      ...from,
      delivery: "none",
    });
    await store.record({
      fields: { ...fields, user_email: "ΣΟΦΙΑ@example.com" },
      ...from,
      delivery: "none",
    });
    expect(await store.deleteByEmail("ärzte@example.COM")).toBe(1);
    expect(await store.deleteByEmail("σοφια@example.com")).toBe(1);
    expect(await store.list()).toEqual([]);
  });

  it("deletes enquiries received before a cut-off (retention)", async () => {
    const store = await open();
    await store.record({ fields, ...from, delivery: "none" }, new Date("2025-01-01T00:00:00Z"));
    await store.record(
      { fields: { ...fields, message: "Recent" }, ...from, delivery: "none" },
      new Date("2026-01-01T00:00:00Z"),
    );
    expect(await store.deleteReceivedBefore(new Date("2025-06-01T00:00:00Z"))).toBe(1);
    expect((await store.list()).map((enquiry) => enquiry.message)).toEqual(["Recent"]);
  });

  it("hands a due server send to one instance only", async () => {
    const url = await freshDatabaseUrl();
    const [first, second] = [await open(url), await open(url)];
    const now = new Date();
    const { id } = await first.record({ fields, ...from, delivery: "server" }, now);
    const claims = await Promise.all([
      first.claimServerDeliveries(now, minutes(2)),
      second.claimServerDeliveries(now, minutes(2)),
    ]);
    expect(claims.flat().map((enquiry) => enquiry.id)).toEqual([id]);
    expect(claims.flat()[0]!.deliveryTries).toBe(1);
    // Claimed: not due again until the lease runs out.
    expect(await first.claimServerDeliveries(now, minutes(2))).toEqual([]);
    expect(await first.claimServerDeliveries(new Date(now.getTime() + minutes(2)), 1)).toHaveLength(
      1,
    );
  });

  it("allows five messages a minute from one address, then says when to retry", async () => {
    const store = await open();
    const start = new Date("2026-03-02T10:00:00.000Z").getTime();
    const at = (milliseconds: number) => new Date(start + milliseconds);
    for (let count = 0; count < RATE_LIMIT.messages; count += 1) {
      expect(await store.takeSubmission("198.51.100.1", at(count * 1000))).toEqual({
        allowed: true,
      });
    }
    expect(await store.takeSubmission("198.51.100.1", at(10_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
    expect(await store.takeSubmission("198.51.100.2", at(10_000))).toEqual({ allowed: true });
    expect(await store.takeSubmission("198.51.100.1", at(60_000))).toEqual({ allowed: true });
  });

  it("migrates a database made by an older version, keeping its enquiries", async () => {
    const url = await freshDatabaseUrl();
    const older = connectDatabase(url);
    await migrate(older, "0001-create-enquiries");
    await createEnquiryStore(older).record(
      { fields, ...from, delivery: "none" },
      new Date("2026-01-05T08:00:00Z"),
    );
    await older.close();

    const store = await open(url);
    expect(await store.list()).toMatchObject([
      { message: fields.message, receivedAt: "2026-01-05T08:00:00.000Z" },
    ]);
    const database = await openDatabase(url);
    const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`
      .execute(database.db)
      .finally(() => database.close());
    expect(migrations.rows.map((row) => row.name)).toEqual([
      "0001-create-enquiries",
      "0002-index-enquiries-by-email",
      "0003-shared-rate-limit",
      "0004-enquiry-estimate",
      "0005-enquiry-project",
    ]);
  });
});

describe("the enquiry store on SQLite", () => {
  it("says whether it can be written (for /healthz), keeping nothing", async () => {
    const [sqlite] = enginesUnderTest();
    const database = await openDatabase(await sqlite!.freshDatabaseUrl());
    const store = createEnquiryStore(database);
    opened.push(store);
    await expect(store.checkWritable()).resolves.toBeUndefined();
    // A database SQLite may only read, as a read-only file or a locked-down disk would make it.
    await sql`pragma query_only = on`.execute(database.db);
    await expect(store.checkWritable()).rejects.toThrow(/readonly/);
    await sql`pragma query_only = off`.execute(database.db);
    await expect(store.checkWritable()).resolves.toBeUndefined();
    expect(await store.list()).toEqual([]);
  });

  it("says so, and keeps nothing, when the disk is full", async () => {
    const [sqlite] = enginesUnderTest();
    const database = await openDatabase(await sqlite!.freshDatabaseUrl());
    const store = createEnquiryStore(database);
    opened.push(store);
    // SQLite's own page limit makes the file full, the way a full disk would.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(database.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(database.db);
    const long = { ...fields, message: "x".repeat(20_000) };
    await expect(store.record({ fields: long, ...from, delivery: "none" })).rejects.toThrow(/full/);
    expect(await store.list()).toEqual([]);
  });
});

const postgresOnly = enginesUnderTest().filter(({ engine }) => engine === "postgres");
describe.each(postgresOnly)("the enquiry store on $engine", ({ freshDatabaseUrl }) => {
  it("says whether it can be written (for /healthz), keeping nothing", async () => {
    const url = await freshDatabaseUrl();
    const database = await openDatabase(url);
    const store = createEnquiryStore(database);
    opened.push(store);
    await expect(store.checkWritable()).resolves.toBeUndefined();
    const name = new URL(url).pathname.slice(1);
    // A database that has become read-only, as a replica after a failover is: new sessions
    // start read-only.
    await sql
      .raw(`alter database ${name} set default_transaction_read_only = on`)
      .execute(database.db);
    const afterFailover = createEnquiryStore(connectDatabase(url));
    opened.push(afterFailover);
    await expect(afterFailover.checkWritable()).rejects.toThrow(/read-only/);
    await sql
      .raw(`alter database ${name} reset default_transaction_read_only`)
      .execute(database.db);
    expect(await store.list()).toEqual([]);
  });
});

describe.each(postgresOnly)("several instances on $engine", ({ freshDatabaseUrl }) => {
  it("share one rate limit", async () => {
    const url = await freshDatabaseUrl();
    const instances = [await openEnquiryStore(url), await openEnquiryStore(url)];
    opened.push(...instances);
    const now = new Date();
    const turns = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        instances[index % 2]!.takeSubmission("203.0.113.9", now),
      ),
    );
    expect(turns.filter((turn) => turn.allowed)).toHaveLength(RATE_LIMIT.messages);
  });

  it("never keep the same repeated message twice", async () => {
    const url = await freshDatabaseUrl();
    const instances = [await openEnquiryStore(url), await openEnquiryStore(url)];
    opened.push(...instances);
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        instances[index % 2]!.record({ fields, ...from, delivery: "browser" }),
      ),
    );
    expect(await instances[0]!.list()).toMatchObject([{ submissions: 6 }]);
  });
});

describe("erasure on SQLite", () => {
  it("leaves nothing of a deleted enquiry readable in the database file or its log", async () => {
    const [sqlite] = enginesUnderTest();
    const url = await sqlite!.freshDatabaseUrl();
    const store = await openEnquiryStore(url);
    opened.push(store);
    const secret = "Our gate code is 4711 and the keys are under the pot";
    await store.record({ fields: { ...fields, message: secret }, ...from, delivery: "none" });
    await store.record({
      fields: { ...fields, user_email: "someone@example.com" },
      ...from,
      delivery: "none",
    });
    expect(await store.deleteByEmail(fields.user_email)).toBe(1);
    const file = url.slice("file:".length);
    for (const part of [file, `${file}-wal`]) {
      const bytes = existsSync(part) ? readFileSync(part) : Buffer.alloc(0);
      expect(bytes.includes(secret), part).toBe(false);
    }
  });
});
