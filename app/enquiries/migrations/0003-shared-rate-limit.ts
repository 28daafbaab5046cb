import type { Kysely } from "kysely";
import { timestampType, type EngineMigration } from "./engine";

/**
 * Several instances share one PostgreSQL, so the contact form's per-address limit is counted
 * there. SQLite means one instance, which counts in memory: nothing to create.
 */
const migration: EngineMigration = (engine) => ({
  async up(db: Kysely<unknown>) {
    if (engine === "sqlite") return;
    await db.schema
      .createTable("submission_attempts")
      .addColumn("address", "text", (column) => column.notNull())
      .addColumn("attempted_at", timestampType(engine), (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("submission_attempts_address_attempted_at")
      .on("submission_attempts")
      .columns(["address", "attempted_at"])
      .execute();
  },
});

export default migration;
