/**
 * Compares the embedded engines considered for the enquiry store (docs/decisions): time to open
 * a new database and create a table, 1,000 inserts each committed to disk, and the process's
 * resident memory afterwards. Each engine runs in a process of its own. libsql is a dependency;
 * the others are measured when installed (`npm install --no-save @electric-sql/pglite`).
 *
 *   npx tsx scripts/bench-store-engines.ts
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const INSERTS = 1_000;
const engine = process.argv[2];

async function measure(name: string): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), `store-bench-${name}-`));
  const row = (index: number) => [
    `Visitor ${index}`,
    `తెలుగు message ${index}`,
    new Date().toISOString(),
  ];
  let started = performance.now();
  let insert: (values: string[]) => Promise<unknown> | unknown;
  let close: () => Promise<unknown> | unknown;
  if (name === "libsql") {
    const { default: Database } = await import("libsql");
    const db = new Database(path.join(folder, "bench.db"));
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
    db.exec("create table t (id integer primary key, name text, message text, at text)");
    const statement = db.prepare("insert into t (name, message, at) values (?, ?, ?)");
    insert = (values) => statement.run(values);
    close = () => db.close();
  } else if (name === "pglite") {
    const { PGlite } = await import(/* @vite-ignore */ "@electric-sql/pglite" as string);
    const db = new PGlite(path.join(folder, "pgdata"));
    await db.exec(
      "create table t (id serial primary key, name text, message text, at timestamptz)",
    );
    insert = (values) => db.query("insert into t (name, message, at) values ($1, $2, $3)", values);
    close = () => db.close();
  } else {
    throw new Error(`unknown engine ${name}`);
  }
  const openMs = performance.now() - started;
  started = performance.now();
  for (let index = 0; index < INSERTS; index += 1) await insert(row(index));
  const insertMs = performance.now() - started;
  const rss = process.memoryUsage().rss / 1024 / 1024;
  await close();
  return `${name.padEnd(8)} open + create ${openMs.toFixed(0).padStart(6)} ms   ${INSERTS} inserts ${insertMs.toFixed(0).padStart(5)} ms   resident memory ${rss.toFixed(0).padStart(4)} MB`;
}

if (engine) {
  console.log(await measure(engine));
} else {
  for (const name of ["libsql", "pglite"]) {
    try {
      const line = execFileSync(process.execPath, ["--import", "tsx", import.meta.filename, name], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      process.stdout.write(line);
    } catch {
      console.log(`${name.padEnd(8)} not installed here`);
    }
  }
}
