/**
 * The enquiries visitors sent, for the company: `npm run enquiries -- --help`. It reads the
 * database the server writes (DATABASE_URL, or data/enquiries.db by default); nothing of this is
 * reachable over HTTP.
 */
// First: settings from .env (DATABASE_URL), as the server reads them.
import "../server/load-env";
import { parseArgs } from "node:util";
import {
  enquiriesAsCsv,
  enquiriesAsJson,
  enquiriesAsTable,
  exportFormats,
  type ExportFormat,
} from "../app/enquiries/export";
import { deliveryStatuses, type DeliveryStatus } from "../app/enquiries/database.server";
import { openEnquiryStore } from "../app/enquiries/store.server";
import { databaseUrl } from "../app/lib/env.server";

const usage = `Usage: npm run enquiries -- [options]

Prints the latest enquiries, newest first.

  --limit N              at most N enquiries (default: 20 in a table, all as JSON or CSV)
  --since YYYY-MM-DD     only those received on or after this day (UTC)
  --status STATUS        only those whose delivery status is one of:
                         ${deliveryStatuses.join(", ")}
  --format FORMAT        table (default), json, or csv (UTF-8, for a spreadsheet; text that
                         starts with = + - @ gets a leading ' so it is never run as a formula)
  --delete-email EMAIL   deletes every enquiry from this e-mail address (a data-deletion
                         request) and says how many
  --help                 this text

Reads DATABASE_URL (a postgres:// URL or file:<path>); by default data/enquiries.db.
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        limit: { type: "string" },
        since: { type: "string" },
        status: { type: "string" },
        format: { type: "string", default: "table" },
        "delete-email": { type: "string" },
        help: { type: "boolean" },
      },
      strict: true,
    });
  } catch (error) {
    fail((error as Error).message);
  }
})();

if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}

const format = values.format as ExportFormat;
if (!exportFormats.includes(format)) fail(`--format must be one of ${exportFormats.join(", ")}.`);
if (values.limit !== undefined && !/^[1-9]\d*$/.test(values.limit)) {
  fail("--limit must be a whole number above 0.");
}
if (values.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) {
  fail("--since must be a day written YYYY-MM-DD.");
}
const since = values.since === undefined ? undefined : new Date(`${values.since}T00:00:00Z`);
if (since && Number.isNaN(since.getTime())) fail(`--since ${values.since} is not a day.`);
const status = values.status as DeliveryStatus | undefined;
if (status !== undefined && !deliveryStatuses.includes(status)) {
  fail(`--status must be one of ${deliveryStatuses.join(", ")}.`);
}

const store = await openEnquiryStore(databaseUrl);
try {
  const email = values["delete-email"];
  if (email !== undefined) {
    if (!email.includes("@")) fail("--delete-email needs an e-mail address.");
    const deleted = await store.deleteByEmail(email);
    process.stdout.write(
      `Deleted ${deleted} ${deleted === 1 ? "enquiry" : "enquiries"} from ${email}.\n`,
    );
  } else {
    const limit = values.limit ? Number(values.limit) : format === "table" ? 20 : undefined;
    const enquiries = await store.list({ limit, since, status });
    const print = { table: enquiriesAsTable, json: enquiriesAsJson, csv: enquiriesAsCsv }[format];
    process.stdout.write(print(enquiries));
  }
} finally {
  await store.close();
}
