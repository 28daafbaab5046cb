/**
 * Starting the built server as an operator would: settings from the environment or a `.env`
 * file, and a setting it cannot run on stops the start with one line saying what to set.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverCommand, temporaryDatabaseUrl, waitFor } from "../../scripts/lib/servers";
import { expect, test } from "./fixtures";

/** A folder to start the site from: the build, linked, and whatever else a test puts there. */
function siteFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "site-start-"));
  symlinkSync(path.resolve("build"), path.join(folder, "build"));
  return folder;
}

/** A port nothing listens on now, chosen by the system. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs the server in production until it exits by itself or `whileUp` has run; returns what
 * it printed. */
async function runServer(
  folder: string,
  env: Record<string, string>,
  whileUp?: () => Promise<void>,
): Promise<{ code: number | null; output: string }> {
  // Nothing of the test runner's own settings leaks in: only what a bare shell would have.
  const child = spawn("node", serverCommand, {
    cwd: folder,
    env: {
      NODE_ENV: "production",
      PATH: process.env.PATH ?? "",
      DATABASE_URL: temporaryDatabaseUrl(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (whileUp) {
    try {
      await whileUp();
    } finally {
      child.kill("SIGTERM");
    }
  }
  return { code: await exited, output };
}

test.describe("starting the server", { tag: "@desktop" }, () => {
  for (const [setting, env, message] of [
    ["no SITE_URL", {}, "SITE_URL is not set: set it to the address the site is served from"],
    [
      "a plain-http SITE_URL",
      { SITE_URL: "http://www.example.com" },
      'SITE_URL "http://www.example.com" must start with https://',
    ],
    [
      "a PORT that is not a number",
      { SITE_URL: "https://www.example.com", PORT: "eighty" },
      'PORT "eighty" is not a port number',
    ],
  ] as const) {
    test(`with ${setting} it stops at once and says what to set`, async () => {
      const { code, output } = await runServer(siteFolder(), env);
      expect(code).toBe(1);
      expect(output.trim().split("\n")).toHaveLength(1);
      expect(output).toContain(message);
    });
  }

  test("reads its settings from a .env file beside it; the environment wins", async () => {
    const folder = siteFolder();
    const port = await freePort();
    writeFileSync(
      path.join(folder, ".env"),
      `# as .env.example suggests\nSITE_URL=https://www.from-env-file.example\nPORT=${port}\nHOST=127.0.0.1\nEMAILJS_ORIGIN=https://mail.from-env-file.example\n`,
    );
    const { output } = await runServer(
      folder,
      { EMAILJS_ORIGIN: "https://mail.from-environment.example" },
      async () => {
        await waitFor(`http://127.0.0.1:${port}/healthz`);
        const page = await (await fetch(`http://127.0.0.1:${port}/about`)).text();
        expect(page).toContain(
          '<link rel="canonical" href="https://www.from-env-file.example/about"',
        );
        const policy = (await fetch(`http://127.0.0.1:${port}/contact`)).headers.get(
          "content-security-policy",
        );
        expect(policy).toContain("https://mail.from-environment.example");
        expect(policy).not.toContain("from-env-file");
      },
    );
    expect(output).toContain(`Listening on http://127.0.0.1:${port}`);
  });

  test("plain http is accepted for a local address, to try a build", async () => {
    const port = await freePort();
    const { output } = await runServer(
      siteFolder(),
      { SITE_URL: `http://localhost:${port}`, PORT: String(port) },
      () => waitFor(`http://127.0.0.1:${port}/healthz`),
    );
    expect(output).toContain(`Listening on http://localhost:${port}`);
  });
});
