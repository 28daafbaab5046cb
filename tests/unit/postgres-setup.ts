/**
 * Vitest's global setup: a throwaway PostgreSQL for the enquiry store's tests, which run on it as
 * well as on SQLite. Without PostgreSQL installed they run on SQLite alone, with a warning, unless
 * REQUIRE_POSTGRES is set (CI sets it).
 */
import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "../../scripts/lib/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throwaway server's address, or "" when PostgreSQL is not installed. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startThrowawayPostgres();
  if (!postgres) {
    const missing = "PostgreSQL is not installed (apt-get install postgresql)";
    if (process.env.REQUIRE_POSTGRES) throw new Error(`${missing}.`);
    console.warn(`${missing}: the enquiry store's tests run on SQLite only.`);
  }
  project.provide("postgresUrl", postgres?.url ?? "");
  return () => postgres?.stop();
}
