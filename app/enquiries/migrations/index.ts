import type { Migration } from "kysely";
import createEnquiries from "./0001-create-enquiries";
import indexEnquiriesByEmail from "./0002-index-enquiries-by-email";
import sharedRateLimit from "./0003-shared-rate-limit";
import enquiryEstimate from "./0004-enquiry-estimate";
import enquiryProject from "./0005-enquiry-project";
import type { Engine, EngineMigration } from "./engine";

/**
 * Every migration, in order. A new one gets the next number and a line here; a migration that
 * has shipped is never edited, since databases out there have already run it.
 */
const migrations: Record<string, EngineMigration> = {
  "0001-create-enquiries": createEnquiries,
  "0002-index-enquiries-by-email": indexEnquiriesByEmail,
  "0003-shared-rate-limit": sharedRateLimit,
  "0004-enquiry-estimate": enquiryEstimate,
  "0005-enquiry-project": enquiryProject,
};

export function migrationsFor(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [name, migration(engine)]),
  );
}
