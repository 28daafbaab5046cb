import type { Migration } from "kysely";

/** The two engines enquiries can be kept in: SQLite (a file, the default) or PostgreSQL. */
export type Engine = "sqlite" | "postgres";

/** A migration written once for both engines; `engine` covers the few words that differ. */
export type EngineMigration = (engine: Engine) => Migration;

/** Times are ISO-8601 UTC text in SQLite (which sorts them correctly) and timestamptz in PostgreSQL. */
export const timestampType = (engine: Engine) => (engine === "sqlite" ? "text" : "timestamptz");
