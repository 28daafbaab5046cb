/** A new, empty database for each test, on every engine this machine has. */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

export type EngineUnderTest = {
  engine: "sqlite" | "postgres";
  freshDatabaseUrl(): Promise<string>;
};

let databases = 0;

export function enginesUnderTest(): EngineUnderTest[] {
  const postgresUrl = inject("postgresUrl");
  const sqlite: EngineUnderTest = {
    engine: "sqlite",
    freshDatabaseUrl: async () =>
      `file:${path.join(await mkdtemp(path.join(tmpdir(), "enquiries-sqlite-")), "enquiries.db")}`,
  };
  if (!postgresUrl) return [sqlite];
  const postgres: EngineUnderTest = {
    engine: "postgres",
    async freshDatabaseUrl() {
      databases += 1;
      const name = `enquiries_${process.pid}_${databases}`;
      const client = new pg.Client(postgresUrl);
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
  return [sqlite, postgres];
}
