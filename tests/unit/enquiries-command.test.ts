/** `npm run enquiries`, run as the company runs it, against a database of its own. */
import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { openEnquiryStore } from "#app/enquiries/store.server";

const run = promisify(execFile);
let databaseUrl: string;

async function enquiries(...options: string[]) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/enquiries.ts", ...options],
    { env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  return stdout;
}

const names = (json: string) => (JSON.parse(json) as { name: string }[]).map((row) => row.name);

beforeAll(async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "enquiries-command-"));
  databaseUrl = `file:${path.join(folder, "enquiries.db")}`;
  const store = await openEnquiryStore(databaseUrl);
  const fields = { user_email: "a@example.com", user_phone: "", message: "Hello" };
  const from = { pagePath: "/contact", userAgent: "test" };
  await store.record(
    { fields: { ...fields, user_name: "January" }, ...from, delivery: "none" },
    new Date("2026-01-15T10:00:00Z"),
  );
  await store.record(
    {
      fields: { ...fields, user_name: "March", user_email: "m@example.com" },
      ...from,
      delivery: "browser",
    },
    new Date("2026-03-15T10:00:00Z"),
  );
  await store.record(
    {
      fields: { ...fields, user_name: "May", message: '=1+1, "quoted"' },
      ...from,
      delivery: "none",
    },
    new Date("2026-05-15T10:00:00Z"),
  );
  await store.close();
});

// Each run starts Node and tsx: seconds on a busy machine.
describe("npm run enquiries", { timeout: 60_000 }, () => {
  it("prints a table, newest first", async () => {
    const lines = (await enquiries()).trimEnd().split("\n");
    expect(lines[0]).toMatch(/^id\s+received \(UTC\)\s+status/);
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/)[3])).toEqual([
      "May",
      "March",
      "January",
    ]);
  });

  it("filters by count, first day and status", async () => {
    expect(names(await enquiries("--format=json", "--limit", "2"))).toEqual(["May", "March"]);
    expect(names(await enquiries("--format=json", "--since", "2026-03-15"))).toEqual([
      "May",
      "March",
    ]);
    expect(names(await enquiries("--format=json", "--status", "recorded"))).toEqual(["March"]);
  });

  it("writes CSV a spreadsheet opens", async () => {
    const csv = await enquiries("--format=csv");
    expect(csv.startsWith("\uFEFFid,receivedAt,name,")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(5);
    expect(csv).toContain(`"'=1+1, ""quoted"""`);
  });

  it("refuses options it does not know, saying how to use it", async () => {
    const wrong = [
      ["--format=xml"],
      ["--limit", "0"],
      ["--since", "March"],
      ["--status", "lost"],
      ["--colour"],
    ];
    const answers = await Promise.all(
      wrong.map((options) =>
        enquiries(...options).catch((error: { code: number; stderr: string }) => error),
      ),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("Usage: npm run enquiries"),
      });
    }
  });

  it("deletes one person's enquiries on request", async () => {
    expect(await enquiries("--delete-email", "A@Example.com")).toBe(
      "Deleted 2 enquiries from A@Example.com.\n",
    );
    expect(names(await enquiries("--format=json"))).toEqual(["March"]);
  });
});
