import type { Kysely } from "kysely";
import type { EngineMigration } from "./engine";

/** A visitor's repeated message and a data-deletion request both look enquiries up by e-mail. */
const migration: EngineMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("enquiries_email_received_at")
      .on("enquiries")
      .columns(["email", "received_at"])
      .execute();
  },
});

export default migration;
