/**
 * The server's defences against slow and greedy clients (docs/security.md): a client has 10 s to
 * send its headers and 30 s for its whole request; no client address (an IPv6 /64 counts as one)
 * holds more than a set number of connections at once; and a flood of failing connections is
 * logged as counts, never a line each, since the log would otherwise become the attack.
 */
import http from "node:http";
import { rateLimitKey } from "#app/lib/rate-limit-key";

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** Most connections one address may hold: room for a proxy in front (MAX_CONNECTIONS_PER_ADDRESS). */
export const maxConnectionsPerAddress = Number(process.env.MAX_CONNECTIONS_PER_ADDRESS) || 256;

/**
 * A log line for the first of a kind of event, then at most one a minute saying how many more
 * there were.
 */
export function countedLog(describe: (count: number) => string, intervalMs = 60_000) {
  let more = 0;
  let window: NodeJS.Timeout | undefined;
  const closeWindow = () => {
    if (more === 0) {
      window = undefined;
      return;
    }
    console.error(`${describe(more)} in the last ${intervalMs / 1000} s`);
    more = 0;
    window = setTimeout(closeWindow, intervalMs).unref();
  };
  return () => {
    if (window) {
      more += 1;
      return;
    }
    console.error(describe(1));
    window = setTimeout(closeWindow, intervalMs).unref();
  };
}

const logRefusedConnection = countedLog(
  (count) =>
    `${count} connection${count === 1 ? "" : "s"} refused: over ${maxConnectionsPerAddress} from one address`,
);

/** An HTTP server for `handler` with those limits. */
export function createGuardedServer(
  handler: http.RequestListener,
  maxPerAddress = maxConnectionsPerAddress,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // How often the two timeouts are checked (Node's default is every 30 s).
      connectionsCheckingInterval: 1_000,
    },
    handler,
  );
  const openByAddress = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = rateLimitKey(socket.remoteAddress ?? "");
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (open > maxPerAddress) {
      logRefusedConnection();
      socket.destroy();
      return;
    }
    openByAddress.set(address, open);
    socket.once("close", () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });
  return server;
}
