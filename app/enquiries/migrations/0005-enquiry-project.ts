import type { Kysely } from "kysely";
import type { EngineMigration } from "./engine";

/** An enquiry begun from a project (a visit to its site, or one like it) keeps the project's slug. */
const migration: EngineMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("enquiries").addColumn("project", "text").execute();
  },
});

export default migration;
