/**
 * Opens the database enquiries are kept in and brings its schema up to date: SQLite in a file
 * (the default, nothing to set up) or PostgreSQL when DATABASE_URL names one. Everything above
 * this module speaks Kysely and does not care which.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type ColumnType,
  type Generated,
  type SqliteDatabase,
} from "kysely";
import Database from "libsql";
import pg from "pg";
import { migrationsFor } from "./migrations";
import type { Engine } from "./migrations/engine";

export type { Engine };

export const deliveryStatuses = ["recorded", "sent", "failed", "not-configured"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
/** Who passes an enquiry to the e-mail provider; `none` while the provider is not set up. */
export type DeliveryChannel = "browser" | "server" | "none";

/** SQLite hands times back as the text they were stored as, PostgreSQL as Date objects. */
type Timestamp = ColumnType<string | Date, string, string>;

export interface EnquiriesTable {
  id: Generated<number>;
  received_at: Timestamp;
  name: string;
  email: string;
  phone: string;
  message: string;
  page_path: string;
  user_agent: string;
  status: DeliveryStatus;
  provider_answer: string | null;
  delivery: DeliveryChannel;
  delivery_token: string;
  submissions: Generated<number>;
  delivery_tries: Generated<number>;
  next_delivery_at: ColumnType<string | Date | null, string | null, string | null>;
  estimate: ColumnType<string | null, string | null | undefined, string | null>;
  project: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubmissionAttemptsTable {
  address: string;
  attempted_at: Timestamp;
}

export interface Schema {
  enquiries: EnquiriesTable;
  submission_attempts: SubmissionAttemptsTable;
}

export type EnquiryDatabase = {
  db: Kysely<Schema>;
  engine: Engine;
  /** Where the rows are, for logs: a file path, or PostgreSQL's host and database (no password). */
  location: string;
  close(): Promise<void>;
};

type Target = { engine: "sqlite"; file: string } | { engine: "postgres"; url: string };

/** `postgres://…` or `postgresql://…` for PostgreSQL, `file:<path>` for a SQLite file. */
function parseDatabaseUrl(url: string): Target {
  if (/^postgres(ql)?:\/\//i.test(url)) return { engine: "postgres", url };
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    if (file) return { engine: "sqlite", file: path.resolve(file) };
  }
  throw new Error(
    `DATABASE_URL must be postgres://…, postgresql://… or file:<path to a SQLite file>; it is "${url}".`,
  );
}

function openSqlite(file: string): EnquiryDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const connection = new Database(file);
  // A write reaches the disk (the write-ahead log, synced) before the visitor is told anything;
  // a deleted row's bytes are overwritten with zeros, not left in free pages (erasure requests).
  connection.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;",
  );
  const db = new Kysely<Schema>({
    // libsql's driver has better-sqlite3's interface, which Kysely's SQLite dialect expects.
    dialect: new SqliteDialect({ database: connection as unknown as SqliteDatabase }),
  });
  return { db, engine: "sqlite", location: file, close: () => db.destroy() };
}

function openPostgres(url: string): EnquiryDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    // A database that does not answer fails the request instead of holding the visitor.
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
  });
  // An idle connection dropped by the server must not take the process down.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  const { hostname, port, pathname } = new URL(url);
  return {
    db,
    engine: "postgres",
    location: `PostgreSQL at ${hostname}:${port || 5432}${pathname}`,
    close: () => db.destroy(),
  };
}

/** Brings a database up to the newest schema; concurrent instances take turns (PostgreSQL lock). */
export async function migrate(database: EnquiryDatabase, upTo?: string): Promise<void> {
  const migrations = migrationsFor(database.engine);
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  if (error) throw error;
}

/** Connects to the database at `url` as it is; the SQLite file and its folder are created. */
export function connectDatabase(url: string): EnquiryDatabase {
  const target = parseDatabaseUrl(url);
  return target.engine === "sqlite" ? openSqlite(target.file) : openPostgres(target.url);
}

/** Connects to the database at `url` and migrates it to the newest schema. */
export async function openDatabase(url: string): Promise<EnquiryDatabase> {
  const database = connectDatabase(url);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
