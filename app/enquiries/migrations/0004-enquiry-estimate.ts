import type { Kysely } from "kysely";
import type { EngineMigration } from "./engine";

/** An enquiry begun from the cost estimator keeps the estimate's inputs, as /estimate's query. */
const migration: EngineMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("enquiries").addColumn("estimate", "text").execute();
  },
});

export default migration;
