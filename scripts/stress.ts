/**
 * Sixty seconds of mixed load on the production server at 127.0.0.1 (run `npm run build` first):
 * 100 connections requesting every page and posting valid, invalid and hostile contact forms
 * from many addresses. Prints requests served, status counts, the server's memory at start and
 * end, and whether every valid message it posted was kept exactly once; exits non-zero on any
 * 5xx, memory growth of 25% or more, or a message lost or kept twice. STRESS_SECONDS to change.
 * Then two hostile cases, bounded and on the loopback only: 20,000 never-finished POSTs held
 * open, and a flood of case and slash variants of the pages (see each function below).
 */
import { connect, type Socket } from "node:net";
import autocannon from "autocannon";
import { REQUEST_TIMEOUT_MS } from "../server/connections";
import { openEnquiryStore } from "../app/enquiries/store.server";
import { routes } from "../app/navigation";
import {
  residentMemoryBytes,
  startFakeEmailProvider,
  startServer,
  temporaryDatabaseUrl,
} from "./lib/servers";

const seconds = Number(process.env.STRESS_SECONDS ?? 60);
const port = 3170;
const providerPort = 3171;
const form = "application/x-www-form-urlencoded";

/** Each valid message is told apart by its text, so the store can be checked for every one. */
const validMessage = (sequence: number) => `Stress message ${sequence}`;
const posts = [
  {
    label: "valid",
    type: form,
    body: "",
  },
  { label: "invalid", type: form, body: "user_name=&user_email=nope&user_phone=&message=" },
  {
    label: "script",
    type: form,
    body: `user_name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&user_email=a%40b.in&user_phone=&message=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
  },
  {
    label: "oversized",
    type: form,
    body: `user_name=a&user_email=a%40b.in&user_phone=&message=${"x".repeat(70 * 1024)}`,
  },
  { label: "json", type: "application/json", body: '{"user_name":"a"}' },
  {
    label: "repeated",
    type: form,
    body: "user_name=a&user_name=b&user_email=a%40b.in&user_phone=&message=hi",
  },
  { label: "junk", type: "multipart/form-data; boundary=x", body: "--x\r\nnot really\r\n--" },
];

/** How long a visitor's GET / takes, in milliseconds. */
async function visitorGet(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET / answered ${response.status}`);
  return performance.now() - started;
}

/**
 * HELD_CONNECTIONS (20,000) connections from 127.0.0.2 that each start a POST and never finish
 * its body, opened in waves; meanwhile a visitor at 127.0.0.1 asks for the home page. The server
 * must stay up, keep its memory under the heap cap, and answer the visitor within a second.
 */
async function heldConnections(): Promise<boolean> {
  const total = Number(process.env.HELD_CONNECTIONS ?? 20_000);
  const open = new Set<Socket>();
  let closedByServer = 0;
  let mostHeld = 0;
  let finished = false;
  const visitorTimes: number[] = [];
  const hold = () =>
    new Promise<void>((resolve) => {
      const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" });
      socket.on("error", () => {});
      // Read what the server says (its 408), or its closing is never noticed here.
      socket.resume();
      socket.once("connect", () => {
        open.add(socket);
        socket.write(
          "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\nuser_name=",
        );
        resolve();
      });
      socket.once("close", () => {
        open.delete(socket);
        if (!finished) closedByServer += 1;
        resolve();
      });
    });
  const memoryBefore = await residentMemoryBytes(server.pid!);
  let memoryMost = memoryBefore;
  for (let sent = 0; sent < total; sent += 1_000) {
    await Promise.all(Array.from({ length: Math.min(1_000, total - sent) }, hold));
    // Let the server's refusals reach the client before counting what is held.
    await new Promise((resolve) => setTimeout(resolve, 100));
    mostHeld = Math.max(mostHeld, open.size);
    visitorTimes.push(await visitorGet());
    memoryMost = Math.max(memoryMost, await residentMemoryBytes(server.pid!));
  }
  const slowest = Math.max(...visitorTimes);
  const alive = server.exitCode === null;
  const memoryCap = 256 * 1024 * 1024 + memoryBefore; // heap cap, over what the process had
  console.log(
    `held connections: ${total} slow POSTs from 127.0.0.2 in waves of 1,000; at most ${mostHeld} held at once, ${closedByServer} refused or closed by the server`,
  );
  console.log(
    `  visitor's GET / meanwhile: slowest ${slowest.toFixed(0)} ms of ${visitorTimes.length}; server ${alive ? "up" : "DOWN"}; memory ${(memoryBefore / 1024 / 1024).toFixed(1)} MB before, at most ${(memoryMost / 1024 / 1024).toFixed(1)} MB`,
  );
  // The server gives a request 30 s: by then it has closed every one still held.
  const heldAtEnd = open.size;
  await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + 3_000));
  console.log(
    `  ${REQUEST_TIMEOUT_MS / 1000} s later: ${heldAtEnd - open.size} of the ${heldAtEnd} still held were closed by the server`,
  );
  const stillHeld = open.size;
  finished = true;
  for (const socket of open) socket.destroy();
  return stillHeld > 0 || !alive || slowest >= 1_000 || memoryMost >= memoryCap;
}

/**
 * VARIANT_SECONDS (10) of requests for case and slash variants of the pages: each must be a 301,
 * and the page cache must not grow, so /about serves as fast afterwards as before.
 */
async function variantFlood(): Promise<boolean> {
  const duration = Number(process.env.VARIANT_SECONDS ?? 10);
  const throughput = async (paths: string[], seconds: number) => {
    const statuses = new Map<number, number>();
    let next = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections: 50,
          duration: seconds,
          headers: { "accept-encoding": "br, gzip" },
          requests: [
            { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on("response", (_client, status) =>
        statuses.set(status, (statuses.get(status) ?? 0) + 1),
      );
    });
    return { result, statuses };
  };
  const before = await throughput(["/about"], 5);
  const variants = Object.values(routes)
    .flatMap((path) => [
      path.toUpperCase(),
      `${path}/`,
      `/${path}`,
      `${path.slice(0, 2).toUpperCase()}${path.slice(2)}/`,
    ])
    .filter((variant) => !Object.values<string>(routes).includes(variant));
  const flood = await throughput(variants, duration);
  const after = await throughput(["/about"], 5);
  const only301 = [...flood.statuses.keys()].every((status) => status === 301);
  console.log(
    `variant flood: ${variants.length} case and slash variants for ${duration} s, 50 connections: ${flood.result.requests.average.toFixed(0)} req/s, p99 ${flood.result.latency.p99} ms, statuses ${JSON.stringify(Object.fromEntries(flood.statuses))}`,
  );
  console.log(
    `  /about before: ${before.result.requests.average.toFixed(0)} req/s, after: ${after.result.requests.average.toFixed(0)} req/s`,
  );
  return !only301 || after.result.requests.average < before.result.requests.average * 0.7;
}

const provider = await startFakeEmailProvider(providerPort);
const databaseUrl = temporaryDatabaseUrl();
const server = await startServer(port, {
  DATABASE_URL: databaseUrl,
  EMAILJS_ORIGIN: `http://127.0.0.1:${providerPort}`,
  EMAILJS_SERVICE_ID: "service_stress",
  EMAILJS_TEMPLATE_ID: "template_stress",
  EMAILJS_PUBLIC_KEY: "public_stress",
  EMAILJS_PRIVATE_KEY: "private_stress",
});

let failed = false;
try {
  const statuses = new Map<number, number>();
  /** Valid messages the server answered 200 to: each must be in the store once. */
  const accepted = new Set<string>();
  let sequence = 0;
  const load = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections: 100,
          duration,
          requests: [
            {
              // A connection sends one request at a time, so its context says what it is waiting for.
              setupRequest: (request, context: { validMessage?: string }) => {
                sequence += 1;
                context.validMessage = undefined;
                const paths = [...Object.values(routes), "/no-such-page", "/sitemap.xml"];
                // Two in three requests read pages; the rest post forms, each from its own address.
                if (sequence % 3 !== 0) {
                  return { ...request, method: "GET", path: paths[sequence % paths.length]! };
                }
                const post = posts[sequence % posts.length]!;
                let body = post.body;
                if (post.label === "valid") {
                  context.validMessage = validMessage(sequence);
                  body = new URLSearchParams({
                    user_name: "Stress Test",
                    user_email: "stress@example.com",
                    user_phone: "",
                    message: context.validMessage,
                  }).toString();
                }
                return {
                  ...request,
                  method: "POST",
                  path: "/contact",
                  headers: {
                    "content-type": post.type,
                    // A /64 of its own: the per-address limit counts IPv6 by network.
                    "x-forwarded-for": `2001:db8:57e5:${(sequence % 65_536).toString(16)}::1`,
                  },
                  body,
                };
              },
              onResponse: (status, _body, context: { validMessage?: string }) => {
                if (context.validMessage && status === 200) accepted.add(context.validMessage);
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on("response", (_client, statusCode) => {
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      });
    });
  // A short warm-up fills caches and lets the heap reach its working size; growth after that is
  // what would show a leak.
  await load(Math.max(5, Math.round(seconds / 6)));
  statuses.clear();
  accepted.clear();
  const memoryAtStart = await residentMemoryBytes(server.pid!);
  const result = await load(seconds);
  const memoryAtEnd = await residentMemoryBytes(server.pid!);

  const serverErrors = [...statuses]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const growth = (memoryAtEnd - memoryAtStart) / memoryAtStart;
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`${seconds} s, 100 connections, 127.0.0.1:${port}`);
  console.log(
    `requests served: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`,
  );
  console.log(`status counts: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  console.log(`connection errors: ${result.errors}, timeouts: ${result.timeouts}`);
  console.log(`5xx responses: ${serverErrors}`);
  console.log(
    `server memory: ${megabytes(memoryAtStart)} at start, ${megabytes(memoryAtEnd)} at end (${(growth * 100).toFixed(1)}% growth)`,
  );
  console.log(
    `health check afterwards: ${(await fetch(`http://127.0.0.1:${port}/healthz`)).status}`,
  );

  // Every valid message answered 200 is kept, once; none is kept twice.
  const store = await openEnquiryStore(databaseUrl);
  const kept = new Map<string, number>();
  for (const enquiry of await store.list()) {
    kept.set(enquiry.message, (kept.get(enquiry.message) ?? 0) + 1);
  }
  await store.close();
  const missing = [...accepted].filter((message) => !kept.has(message)).length;
  const twice = [...kept.values()].filter((count) => count > 1).length;
  console.log(
    `valid messages answered 200 (after the warm-up): ${accepted.size}; in the store: ${kept.size} (warm-up included), missing: ${missing}, kept twice: ${twice}`,
  );
  failed = serverErrors > 0 || growth >= 0.25 || missing > 0 || twice > 0;

  failed = (await heldConnections()) || failed;
  failed = (await variantFlood()) || failed;
} finally {
  server.kill("SIGTERM");
  provider.kill();
}
process.exit(failed ? 1 : 0);
