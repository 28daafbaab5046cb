import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HEADERS_TIMEOUT_MS, countedLog, createGuardedServer } from "../../../server/connections";

describe("a counted log", () => {
  afterEach(() => vi.useRealTimers());

  it("logs the first event at once, then how many more there were, once a minute", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const log = countedLog((count) => `${count} resets`);
    for (let event = 0; event < 5; event += 1) log();
    expect(lines).toEqual(["1 resets"]);
    vi.advanceTimersByTime(60_000);
    expect(lines).toEqual(["1 resets", "4 resets in the last 60 s"]);
    // A quiet minute ends the window; the next event is logged at once again.
    vi.advanceTimersByTime(60_000);
    log();
    expect(lines).toEqual(["1 resets", "4 resets in the last 60 s", "1 resets"]);
    vi.restoreAllMocks();
  });
});

describe("the guarded server", () => {
  const servers: ReturnType<typeof createGuardedServer>[] = [];
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
    for (const server of servers.splice(0)) server.close();
    vi.restoreAllMocks();
  });

  async function start(maxPerAddress: number) {
    const server = createGuardedServer((_req, res) => res.end("ok"), maxPerAddress);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  /** A connection that sends nothing until told; resolves once it is open. */
  async function open(port: number) {
    const socket = connect(port, "127.0.0.1");
    sockets.push(socket);
    await new Promise((resolve) => socket.once("connect", resolve));
    return socket;
  }

  const closed = (socket: Socket) => new Promise((resolve) => socket.once("close", resolve));

  it("refuses an address more connections than its share, and takes it again once one closes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const port = await start(3);
    const held = [await open(port), await open(port), await open(port)];
    const fourth = await open(port);
    await closed(fourth);
    held[0]!.destroy();
    await closed(held[0]!);
    const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } });
    expect(await answer.text()).toBe("ok");
  });

  it(
    "closes a connection whose headers do not arrive in time",
    async () => {
      const port = await start(10);
      const slow = await open(port);
      const started = Date.now();
      let answer = "";
      slow.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      slow.write("GET / HTTP/1.1\r\nHost: example.test\r\n"); // and never the blank line
      await closed(slow);
      expect(answer).toMatch(/^HTTP\/1.1 408/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 1_000);
      // Seconds, not the minutes it used to be; generous for a busy machine.
      expect(Date.now() - started).toBeLessThan(2 * HEADERS_TIMEOUT_MS);
    },
    3 * HEADERS_TIMEOUT_MS,
  );
});
