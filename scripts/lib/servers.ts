/** Starting the production server (and the fake e-mail provider) for the measuring scripts. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/** Waits until `url` answers with a status `isUp` accepts (by default, anything but a 5xx). */
export async function waitFor(
  url: string,
  attempts = 150,
  isUp = (status: number) => status < 500,
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if (isUp((await fetch(url)).status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** A new, empty enquiry database in a temporary folder, so a run never writes into `data/`. */
export const temporaryDatabaseUrl = () =>
  `file:${path.join(mkdtempSync(path.join(tmpdir(), "site-enquiries-")), "enquiries.db")}`;

/** How `npm start` runs the built server, heap limit included: V8 otherwise grows its heap
 * lazily and RSS says little. */
export const serverCommand = ["--max-old-space-size=256", "build/server.js"];

/**
 * Starts the built server (`npm run build` first) on 127.0.0.1 with its own new enquiry database unless `env` names one.
 * `onLog` receives each line it prints (standard output and error).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  onLog?: (line: string) => void,
  /** The site's folder, when it is not this one (a copy built with other content). */
  cwd?: string,
): Promise<ChildProcess> {
  const child = spawn("node", serverCommand, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: temporaryDatabaseUrl(),
      ...env,
    },
    stdio: onLog ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "inherit"],
  });
  for (const output of onLog ? [child.stdout, child.stderr] : []) {
    if (output) createInterface({ input: output }).on("line", onLog!);
  }
  // Up means answering: a 503 is a server that is up with an enquiry store it cannot write.
  await waitFor(
    `http://127.0.0.1:${port}/healthz`,
    150,
    (status) => status === 200 || status === 503,
  );
  return child;
}

export async function startFakeEmailProvider(port: number): Promise<ChildProcess> {
  const child = spawn("npx", ["tsx", "tests/mocks/email-provider.ts"], {
    env: { ...process.env, EMAIL_PROVIDER_PORT: String(port) },
    stdio: "ignore",
  });
  await waitFor(`http://127.0.0.1:${port}/__received`);
  return child;
}

/** Resident memory of a process, from /proc (Linux). */
export async function residentMemoryBytes(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes * 1024;
}
