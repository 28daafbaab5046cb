/**
 * Throughput of the production server on 127.0.0.1 (run `npm run build` first): autocannon sends
 * GET /, /projects and /faq at 50 connections for 20 s each (BENCH_SECONDS to change), then does
 * the same against a bare Node server answering the same bytes from memory, the ceiling.
 */
import { createServer, get } from "node:http";
import autocannon from "autocannon";
import { startServer } from "./lib/servers";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = 50;
const paths = ["/", "/projects", "/faq"];
const sitePort = 3160;
const ceilingPort = 3161;
const browserHeaders = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(url: string): Promise<Result> {
  const result = await autocannon({ url, connections, duration: seconds, headers: browserHeaders });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A page's bytes exactly as they travel (still compressed), with the headers that describe them. */
function fetchAsSent(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: browserHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          body: Buffer.concat(chunks),
          headers: {
            "content-type": String(response.headers["content-type"]),
            "content-encoding": String(response.headers["content-encoding"] ?? "identity"),
          },
        }),
      );
    }).on("error", reject);
  });
}

const site = await startServer(sitePort);
try {
  // The ceiling: the same compressed page bytes and headers, with no work per request.
  const pages = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  for (const path of paths)
    pages.set(path, await fetchAsSent(`http://127.0.0.1:${sitePort}${path}`));
  const ceiling = createServer((request, response) => {
    const page = pages.get(request.url ?? "/");
    response.writeHead(page ? 200 : 404, page?.headers);
    response.end(page?.body);
  }).listen(ceilingPort, "127.0.0.1");

  console.log(`${connections} connections, ${seconds} s per run, 127.0.0.1`);
  console.log(
    "path        server req/s  p50 ms  p99 ms  errors  non-2xx | ceiling req/s  p99 ms | ratio",
  );
  for (const path of paths) {
    const ours = await measure(`http://127.0.0.1:${sitePort}${path}`);
    const bare = await measure(`http://127.0.0.1:${ceilingPort}${path}`);
    console.log(
      `${path.padEnd(12)}${ours.rps.toFixed(0).padStart(12)}${String(ours.p50).padStart(8)}${String(ours.p99).padStart(8)}${String(ours.errors).padStart(8)}${String(ours.non2xx).padStart(9)} |${bare.rps.toFixed(0).padStart(14)}${String(bare.p99).padStart(8)} | ${(ours.rps / bare.rps).toFixed(2)}`,
    );
  }
  ceiling.close();
} finally {
  site.kill("SIGTERM");
}
