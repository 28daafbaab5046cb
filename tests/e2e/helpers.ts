import { spawn } from "node:child_process";
import { once } from "node:events";
import type { TestInfo } from "@playwright/test";
import { routes } from "#app/navigation";

/** The seven public pages, in menu order. */
export const publicPaths = Object.values(routes);

/**
 * A client address of this test's own (IPv6 documentation range), sent as X-Forwarded-For so
 * the contact form's per-address limit counts each test separately.
 */
export function clientAddress(testInfo: TestInfo): string {
  let hash = 0;
  for (const character of `${testInfo.testId}${testInfo.project.name}${testInfo.repeatEachIndex}`) {
    hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  }
  return `2001:db8::${(hash >>> 16).toString(16)}:${(hash & 0xffff).toString(16)}`;
}

/**
 * A second production server on `port`, for tests that need other settings than the shared one
 * or that stop it. Resolves once it answers its health check.
 */
export async function startServer(port: number, env: Record<string, string>) {
  const server = spawn("node", ["server.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      ...env,
    },
    stdio: "ignore",
  });
  const exited = once(server, "exit") as Promise<[number | null]>;
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const health = await fetch(`${url}/healthz`).catch(() => null);
    if (health?.ok) return { server, exited, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The server on port ${port} did not start`);
}
