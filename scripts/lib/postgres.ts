/**
 * A throwaway PostgreSQL server for tests, from Debian's `postgresql` package: a new cluster in a
 * temporary folder on a free port, on 127.0.0.1 only, removed when stopped.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The newest installed server's programs (Debian keeps them per major version). */
function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type ThrowawayPostgres = { url: string; stop(): Promise<void> };

/** Starts a new cluster, or returns undefined when PostgreSQL is not installed. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | undefined> {
  const bin = postgresBinaries();
  if (!bin) return undefined;
  const folder = await mkdtemp(path.join(tmpdir(), "enquiries-postgres-"));
  const data = path.join(folder, "data");
  // PostgreSQL refuses to run as root; on a CI machine that is root, it runs as the package's user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    await chown(folder, Number(stdout), Number(group));
  }
  const postgres = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args])
      : run(path.join(bin, program), args);

  await postgres("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-locale",
    "--no-sync",
  ]);
  const port = await freePort();
  await postgres("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(folder, "server.log"),
    "-o",
    // Tests need correctness, not durability across power loss: fsync off keeps them quick.
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await postgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
}
