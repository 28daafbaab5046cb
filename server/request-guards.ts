/**
 * Checks every request passes before it reaches Remix: each answers a request it refuses with
 * the right status and a reason, never a 500 (see docs/security.md).
 */
import { STATUS_CODES } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { countedLog } from "./connections";

/** The largest request body accepted, checked while it streams in. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A request the server cannot make sense of: answered 400 with the reason. */
export class BadRequest extends Error {
  readonly status = 400;
}

/** The request's full address; a Host header that makes no address is the client's error. */
function requestUrl(req: Request): URL {
  const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
  try {
    // Joined as text: resolved against the origin, `//contact` would name a host called contact.
    return req.originalUrl.startsWith("/")
      ? new URL(`${origin}${req.originalUrl}`)
      : new URL(req.originalUrl, origin);
  } catch {
    throw new BadRequest("The request's address or Host header is not valid.");
  }
}

/** 400 for an address that cannot be read (a bad Host, a broken %-escape such as `/%E0%A4%A`),
 * and for Remix's old `_data` requests (this app uses single fetch; Remix would answer one posted
 * to the contact form with a 500). */
export const rejectUnreadable: RequestHandler = (req, res, next) => {
  const url = requestUrl(req);
  try {
    decodeURIComponent(url.pathname);
  } catch {
    throw new BadRequest("The request's address has a broken %-escape.");
  }
  if (url.searchParams.has("_data")) {
    throw new BadRequest("This site does not answer `_data` requests.");
  }
  res.locals.url = url;
  next();
};

const readMethods = new Set(["GET", "HEAD"]);

/**
 * One address per page: a GET or HEAD of a page's address in capitals, with a trailing slash or
 * with doubled slashes (`/MD-Portfolio`, `/faq/`, `//contact`) is sent on, permanently, to the
 * page's own (`/md-portfolio`), query kept. So search engines see one address, and no variant is
 * ever rendered or kept in the page cache. Files (a name with an extension, `.data` included)
 * are left alone: their names are exact.
 */
export const redirectToCanonicalPath: RequestHandler = (req, res, next) => {
  const url = res.locals.url as URL;
  if (!readMethods.has(req.method) || /\.[^/]*$/.test(url.pathname)) {
    next();
    return;
  }
  const canonical = url.pathname
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1")
    .toLowerCase();
  if (canonical === url.pathname) {
    next();
    return;
  }
  res.redirect(301, `${canonical}${url.search}`);
};

/**
 * 405 with Allow for a method the address does not take: pages take GET and HEAD, pages with a
 * form (`formPaths`) POST as well, whether as a page or as Remix data (`/contact.data`). A POST
 * to a page without a form (a bot's, or an old bookmark's) goes on with its Allow header, so
 * Remix answers it with the site's 405 error screen; other methods no page takes end here.
 */
export function allowMethods(formPaths: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    const page = req.path.replace(/\.data$/, "");
    const allowed = formPaths.has(page) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
    if (allowed.includes(req.method)) {
      next();
      return;
    }
    res.set("Allow", allowed.join(", "));
    if (req.method === "POST") {
      next();
      return;
    }
    res
      .status(405)
      .type("text/plain")
      .send(`This address takes ${allowed.join(", ")} only.`);
  };
}

/**
 * 403 for a form posted from another site. Browsers say where a request comes from twice: in
 * Sec-Fetch-Site (only "same-origin", or "none" for one the visitor started, may post) and in
 * Origin, which must be this site's own origin: scheme, host and port. Behind a proxy the scheme
 * comes from X-Forwarded-Proto and the host from X-Forwarded-Host (trusted proxies only, like
 * Remix's own check). An Origin of "null" (a sandboxed or local page) is another site; a request
 * with neither header is not a browser's.
 */
export const rejectCrossSite: RequestHandler = (req, res, next) => {
  if (readMethods.has(req.method) || !isCrossSite(req)) {
    next();
    return;
  }
  res.status(403).type("text/plain").send("Forms are only accepted from this site's own pages.");
};

function isCrossSite(req: Request): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.get("origin");
  if (!origin) return false;
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
  try {
    return new URL(origin).origin !== new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return true;
  }
}

/**
 * Reads a form's body into `res.locals.body`, giving up with 413 as soon as it passes `limit`
 * (with or without Content-Length). The rest of an oversized upload is discarded, not kept, so
 * the client reads the answer instead of a reset connection; one that keeps sending is cut off.
 */
export function readBodyWithin(limit = MAX_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    if (readMethods.has(req.method)) {
      next();
      return;
    }
    const tooLarge = () => {
      req.removeAllListeners("data");
      req.resume();
      const cutOff = setTimeout(() => req.socket.destroy(), 5_000).unref();
      req.once("end", () => clearTimeout(cutOff));
      res.status(413).type("text/plain");
      res.send(`The form is too large: send at most ${limit / 1024} KB.`);
    };
    if (Number(req.get("content-length") ?? 0) > limit) {
      tooLarge();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > limit) return;
      res.locals.body = Buffer.concat(chunks);
      next();
    });
    req.on("error", next);
  };
}

const logConnectionReset = countedLog(
  (count) => `${count} request${count === 1 ? "" : "s"} cut off by the client before it was read`,
);

/** Never a stack trace to a visitor: a client's error (a malformed address, a bad Host) is a
 * 400 with a reason, anything else a logged 500. A client that drops its connection mid-request
 * gets nothing (nobody is there) and is counted in the log, not logged one by one. */
export function answerErrors(error: unknown, _req: Request, res: Response, _next: NextFunction) {
  const { status, statusCode, code: errorCode } = (error ?? {}) as Record<string, unknown>;
  if (errorCode === "ECONNRESET" || errorCode === "ECONNABORTED") {
    logConnectionReset();
    return;
  }
  const code = Number(status ?? statusCode);
  const clientError = Number.isInteger(code) && code >= 400 && code < 500;
  if (!clientError) console.error(error);
  if (res.headersSent) return;
  res.status(clientError ? code : 500).type("text/plain");
  if (!clientError) {
    res.send("Unexpected Application Error!");
    return;
  }
  const reason = error instanceof BadRequest ? error.message : (STATUS_CODES[code] ?? "");
  res.send(`Unexpected Application Error! ${code} ${reason}`);
}
