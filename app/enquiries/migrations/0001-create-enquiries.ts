import { sql, type Kysely } from "kysely";
import { timestampType, type EngineMigration } from "./engine";

/** One row per enquiry, kept before anything is sent anywhere. */
const migration: EngineMigration = (engine) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("enquiries")
      .addColumn("id", "integer", (column) =>
        engine === "sqlite"
          ? column.primaryKey().autoIncrement()
          : column.primaryKey().generatedAlwaysAsIdentity(),
      )
      .addColumn("received_at", timestampType(engine), (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("phone", "text", (column) => column.notNull())
      .addColumn("message", "text", (column) => column.notNull())
      .addColumn("page_path", "text", (column) => column.notNull())
      .addColumn("user_agent", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) =>
        column.notNull().check(sql`status in ('recorded', 'sent', 'failed', 'not-configured')`),
      )
      .addColumn("provider_answer", "text")
      // Who passes it to the e-mail provider: the visitor's browser, this server, or nobody (the
      // provider is not set up).
      .addColumn("delivery", "text", (column) =>
        column.notNull().check(sql`delivery in ('browser', 'server', 'none')`),
      )
      // The secret a browser shows when it reports the provider's answer for this row.
      .addColumn("delivery_token", "text", (column) => column.notNull())
      // How often the visitor sent this same message (a retry updates the row, never adds one).
      .addColumn("submissions", "integer", (column) => column.notNull().defaultTo(1))
      // The server's own sends: tries so far, and when the next one is due (null: none).
      .addColumn("delivery_tries", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_delivery_at", timestampType(engine))
      .execute();
    await db.schema
      .createIndex("enquiries_received_at")
      .on("enquiries")
      .column("received_at")
      .execute();
    await db.schema
      .createIndex("enquiries_next_delivery_at")
      .on("enquiries")
      .column("next_delivery_at")
      .execute();
  },
});

export default migration;
