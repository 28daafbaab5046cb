/**
 * The production server: Remix behind a small Express app that serves assets with long-lived
 * caching, compresses responses, keeps rendered pages in memory, caps request bodies, answers
 * health checks and shuts down gracefully. `npm start` runs it; see docs/deploy.md.
 */
import { createHash, randomBytes } from "node:crypto";
import { STATUS_CODES } from "node:http";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";

// This file serves the production build: React, Remix and the security headers depend on it.
process.env.NODE_ENV ??= "production";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST; // all interfaces unless set
/** The largest request body accepted, checked while it streams in. */
const MAX_BODY_BYTES = 64 * 1024;
const NONCE_PLACEHOLDER = "__CSP_NONCE__";
/** A nonce is 16 random bytes in base64. */
const NONCE_LENGTH = 24;
const DEFLATE_WINDOW = 32 * 1024;
/** Shared caches (a CDN) may keep a page this long; browsers revalidate with the ETag. */
const HTML_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=60";

const build = await import("./build/server/index.js");
const handleRemix = createRequestHandler(build, process.env.NODE_ENV ?? "production");

/** Paths of the pages that take a form (their route has an action): they allow POST too. */
const formPaths = new Set(
  Object.values(build.routes)
    .filter((route) => route.module.action && route.path)
    .map((route) => `/${route.path}`),
);

/** Rendered pages by path: the content cannot change without a new build. */
const pageCache = new Map();
const PAGE_CACHE_LIMIT = 50;
let pageCacheYear = new Date().getFullYear();

/** The footer's copyright line shows the current year: pages rendered last year are stale. */
function forgetPagesOfPastYears() {
  const year = new Date().getFullYear();
  if (year === pageCacheYear) return;
  pageCache.clear();
  pageCacheYear = year;
}

class BodyTooLarge extends Error {}

/** A request the server cannot make sense of (a bad Host header, say): answered 400, not 500. */
class BadRequest extends Error {
  status = 400;
}

/** Reads a request body, giving up as soon as it passes the limit (with or without Content-Length). */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function requestUrl(req) {
  try {
    return new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  } catch {
    throw new BadRequest("The request's address or Host header is not valid.");
  }
}

/**
 * A form posted from another site (its Origin is not this host). Remix refuses it by throwing,
 * which would be a 500; the same test here answers 403. Same rule as Remix's: X-Forwarded-Host
 * first, then Host, and an Origin of "null" (a sandboxed or local page) is another site.
 */
function isCrossSite(req) {
  const origin = req.get("origin");
  if (!origin) return false;
  const host = req.get("x-forwarded-host")?.split(",")[0].trim() || req.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

function toFetchRequest(req, url, method, body, signal) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(url, { method, headers, body, signal });
}

function sendFetchResponse(res, response, body) {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.end(body);
}

const isCacheablePage = (req) =>
  (req.method === "GET" || req.method === "HEAD") &&
  !req.originalUrl.includes("?") &&
  !req.originalUrl.endsWith(".data");

async function handlePage(req, res) {
  const url = requestUrl(req);
  // Remix's old data requests: this app uses single fetch (`.data`), and Remix answers a `_data`
  // request to the contact form's action with a 500.
  if (url.searchParams.has("_data")) {
    throw new BadRequest("This site does not answer `_data` requests.");
  }
  const nonce = randomBytes(16).toString("base64");
  res.locals.nonce = nonce;

  // HTTPS pages carry Strict-Transport-Security, so they are kept apart from plain HTTP ones.
  const cacheKey = `${req.protocol}:${req.originalUrl}`;
  forgetPagesOfPastYears();
  const cached = isCacheablePage(req) ? pageCache.get(cacheKey) : undefined;
  if (cached) {
    sendCached(req, res, cached, nonce);
    return;
  }

  let body;
  if (req.method !== "GET" && req.method !== "HEAD") {
    if (isCrossSite(req)) {
      res.status(403).type("text/plain");
      res.end("Forms are only accepted from this site's own pages.");
      return;
    }
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      // Discard (not keep) the rest of the upload so the client reads the answer instead of a
      // reset connection; a client that keeps sending is cut off after a few seconds.
      req.removeAllListeners("data");
      req.resume();
      const cutOff = setTimeout(() => req.socket.destroy(), 5_000).unref();
      req.once("end", () => clearTimeout(cutOff));
      res.status(413).type("text/plain");
      res.end(`The form is too large: send at most ${MAX_BODY_BYTES / 1024} KB.`);
      return;
    }
  }
  const controller = new AbortController();
  // A visitor who leaves before the page is ready stops its rendering.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  // A HEAD for a page is rendered as a GET, so the page is cached and the answer carries the
  // same validator and encoding a GET would; Node leaves the body out.
  const method = req.method === "HEAD" && isCacheablePage(req) ? "GET" : req.method;
  const response = await handleRemix(toFetchRequest(req, url, method, body, controller.signal), {
    nonce,
    clientAddress: req.ip ?? "",
  });
  const text = Buffer.from(await response.arrayBuffer());

  const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
  if (
    method === "GET" &&
    isCacheablePage(req) &&
    response.status === 200 &&
    isHtml &&
    pageCache.size < PAGE_CACHE_LIMIT
  ) {
    const template = text.toString("utf8").replaceAll(nonce, NONCE_PLACEHOLDER);
    const entry = {
      gzipParts: deflateAroundPlaceholders(template),
      headers: [...response.headers].map(([name, value]) => [
        name,
        value.replaceAll(nonce, NONCE_PLACEHOLDER),
      ]),
      template,
      etag: `W/"${createHash("sha1").update(template).digest("base64url")}"`,
    };
    pageCache.set(cacheKey, entry);
    sendCached(req, res, entry, nonce);
    return;
  }
  // A 405 must say which methods the page takes; Remix leaves it out for a page without a form.
  if (response.status === 405 && !response.headers.has("allow")) {
    res.setHeader("Allow", formPaths.has(url.pathname) ? "GET, HEAD, POST" : "GET, HEAD");
  }
  sendFetchResponse(res, response, text);
}

/**
 * A page's gzip stream, compressed once around its nonce placeholders: compressing each response
 * cost most of the server's time. Each stretch of the page between two nonces is deflated once,
 * ending on a byte boundary (a full flush); a response is those stretches with the fresh nonce
 * stored uncompressed between them. A stretch may refer back to the text before it (given as a
 * dictionary), with zero bytes where the nonces go, so it never refers into a nonce.
 */
function deflateAroundPlaceholders(template) {
  const stretches = template.split(NONCE_PLACEHOLDER).map((text) => Buffer.from(text));
  const nonceStandIn = Buffer.alloc(NONCE_LENGTH);
  let before = Buffer.alloc(0);
  const deflated = stretches.map((stretch, index) => {
    if (index > 0) before = Buffer.concat([before, nonceStandIn]);
    const part = zlib.deflateRawSync(stretch, {
      level: 9,
      finishFlush: zlib.constants.Z_FULL_FLUSH,
      ...(before.length > 0 && { dictionary: before.subarray(-DEFLATE_WINDOW) }),
    });
    before = Buffer.concat([before, stretch]).subarray(-DEFLATE_WINDOW);
    return part;
  });
  return { stretches, deflated };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final deflate block: the end of the stream. */
const DEFLATE_END = Buffer.from([1, 0, 0, 0xff, 0xff]);

function gzipWithNonce({ stretches, deflated }, nonce) {
  const nonceBytes = Buffer.from(nonce);
  // A stored (uncompressed) deflate block holding the nonce.
  const storedNonce = Buffer.alloc(5 + nonceBytes.length);
  storedNonce.writeUInt16LE(nonceBytes.length, 1);
  storedNonce.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
  nonceBytes.copy(storedNonce, 5);

  const parts = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  stretches.forEach((stretch, index) => {
    if (index > 0) {
      parts.push(storedNonce);
      crc = zlib.crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    parts.push(deflated[index]);
    crc = zlib.crc32(stretch, crc);
    size += stretch.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(DEFLATE_END, trailer);
  return Buffer.concat(parts);
}

function sendCached(req, res, entry, nonce) {
  res.setHeader("ETag", entry.etag);
  res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
  if (req.headers["if-none-match"] === entry.etag) {
    // No CSP header here: the browser keeps the one that matches the page it already has.
    res.status(304).end();
    return;
  }
  for (const [name, value] of entry.headers) {
    if (name === "content-length" || name === "etag" || name === "cache-control") continue;
    res.setHeader(name, value.replaceAll(NONCE_PLACEHOLDER, nonce));
  }
  res.vary("Accept-Encoding");
  if (req.acceptsEncodings("gzip")) {
    // Already compressed: the compression middleware leaves a response with an encoding alone.
    const body = gzipWithNonce(entry.gzipParts, nonce);
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.status(200).end(body);
    return;
  }
  res.status(200).end(entry.template.replaceAll(NONCE_PLACEHOLDER, nonce));
}

let shuttingDown = false;

function createApp() {
  const app = express();
  app.use((_req, res, next) => {
    if (shuttingDown) res.setHeader("Connection", "close");
    next();
  });
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
  // Pages are under 100 KB, so a small brotli window compresses as well and holds far less memory
  // per response in flight.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send("ok");
  });
  // Express 4's MIME table predates AVIF, the format of the photo variants.
  express.static.mime.define({ "image/avif": ["avif"] });
  // Fingerprinted build output never changes under the same name.
  app.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y", fallthrough: true }),
  );
  app.use(express.static("build/client", { maxAge: "1d" }));

  app.all("*", (req, res, next) => {
    handlePage(req, res).catch(next);
  });
  // Never a stack trace to a visitor. A request Express or this server cannot parse (a malformed
  // address, a bad Host header) is the client's error: 400 with a reason, not a 500.
  app.use((error, _req, res, _next) => {
    const status = error.status ?? error.statusCode;
    const clientError = Number.isInteger(status) && status >= 400 && status < 500;
    if (!clientError) console.error(error);
    if (res.headersSent) return;
    res.status(clientError ? status : 500).type("text/plain");
    if (!clientError) {
      res.send("Unexpected Application Error!");
      return;
    }
    const reason = error instanceof BadRequest ? error.message : STATUS_CODES[status];
    res.send(`Unexpected Application Error! ${status} ${reason}`);
  });
  return app;
}

const server = createApp().listen(port, host, () => {
  console.log(`Listening on http://${host ?? "localhost"}:${port}`);
});
// Opens the enquiry database (creating it on first start), then sends and retries what is due.
const stopEnquiryWork = build.entry.module.startEnquiryWork();

// On SIGTERM (a deploy or a scale-in), stop taking new connections, let requests in flight
// finish, then exit; give up after ten seconds.
process.once("SIGTERM", () => {
  shuttingDown = true;
  server.close(() => {
    stopEnquiryWork().finally(() => process.exit(0));
  });
  // Kept-alive connections close as soon as their last response is out.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => process.exit(1), 10_000).unref();
});
