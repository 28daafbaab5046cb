/**
 * The production server: Remix behind a small Express app. Assets are served with long-lived
 * caching, pages from memory (rendered once per build), everything else through Remix behind the
 * request guards; it answers health checks and shuts down gracefully. `npm start` runs it (built
 * to build/server.js); see docs/deploy.md.
 */
// First: settings from .env, before any module below reads them.
import "./load-env";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import express, { type Request, type Response } from "express";
import type { startEnquiryWork } from "#app/enquiries/delivery.server";
import type { enquiryStoreWritable } from "#app/enquiries/health.server";
import { CACHE_CONTROL } from "#app/lib/cache-control";
import { siteUrlProblem } from "#app/lib/env.server";
import { headersForEveryResponse } from "#app/lib/security-headers.server";
import { chooseEncoding, compressOnTheFly } from "./compression";
import { createGuardedServer } from "./connections";
import { createPageCache, isKept, type CachedPage, type RenderedPage } from "./page-cache";
import { createRemixBridge } from "./remix";
import {
  allowMethods,
  answerErrors,
  readBodyWithin,
  rejectCrossSite,
  redirectToCanonicalPath,
  rejectUnreadable,
} from "./request-guards";

// This file serves the production build: React, Remix and the security headers depend on it.
process.env.NODE_ENV ??= "production";

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined; // all interfaces unless set

// A setting the site cannot run on stops the start with one line saying what to set.
const startProblem =
  siteUrlProblem() ??
  (Number.isInteger(port) && port > 0 && port < 65536
    ? null
    : `PORT "${process.env.PORT}" is not a port number: set a whole number from 1 to 65535, or leave it unset for 3000.`);
if (startProblem) {
  console.error(startProblem);
  process.exit(1);
}

type SiteBuild = ServerBuild & {
  entry: {
    module: {
      startEnquiryWork: typeof startEnquiryWork;
      enquiryStoreWritable: typeof enquiryStoreWritable;
    };
  };
};
const build = (await import(
  pathToFileURL(path.resolve("build/server/index.js")).href
)) as SiteBuild;
const remix = createRemixBridge(build);
const pages = createPageCache();

/** Paths of the pages that take a form (their route has an action): they allow POST too. */
const formPaths = new Set(
  Object.values(build.routes)
    .filter((route) => route.module.action && route.path)
    .map((route) => `/${route.path}`),
);

/** A page everyone gets alike: a GET or HEAD of a plain address with no file extension (files
 * have one: /favicon.ico, /assets/…, robots.txt, Remix's `.data`). */
const isSharedPage = (req: Request, url: URL) =>
  (req.method === "GET" || req.method === "HEAD") &&
  url.search === "" &&
  !/\.[^/]*$/.test(url.pathname);

const compress = compressOnTheFly();

function sendPage(req: Request, res: Response, page: RenderedPage | CachedPage) {
  if (!isKept(page)) {
    // A 404 or an error page: as Remix answered it, compressed on the way out.
    compress(req, res, () => {
      res.status(page.status);
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.end(page.body);
    });
    return;
  }
  const encoding = chooseEncoding(req.get("accept-encoding"));
  res.setHeader("ETag", page.etags[encoding]);
  res.setHeader("Cache-Control", CACHE_CONTROL.page);
  res.vary("Accept-Encoding");
  // The page's own headers go on a 304 too: the browser replaces the kept copy's headers with a
  // 304's, so the policy for anything but a page (which allows no script, style or picture) on
  // it left a reloaded page bare.
  for (const [name, value] of page.headers) {
    if (!["content-length", "content-encoding", "etag", "cache-control"].includes(name)) {
      res.setHeader(name, value);
    }
  }
  // Express's `fresh` compares If-None-Match with the ETag just set (weakly, as that header is).
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const body = page.encoded[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200).end(body);
}

let shuttingDown = false;

function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
  app.use((_req, res, next) => {
    res.set(headersForEveryResponse);
    if (shuttingDown) res.setHeader("Connection", "close");
    next();
  });
  // Healthy means able to keep an enquiry: an instance that cannot is taken out of service.
  app.get("/healthz", (_req, res, next) => {
    build.entry.module
      .enquiryStoreWritable()
      .then((writable) => {
        res.set("Cache-Control", CACHE_CONTROL.none).type("text/plain");
        if (writable) res.send("ok");
        else res.status(503).send("unavailable: enquiries cannot be written");
      })
      .catch(next);
  });
  // Pages first: kept bytes, already compressed, with no file lookup or compression stream on
  // the way. Only a readable address gets here (a bad Host is a 400).
  app.use(rejectUnreadable, redirectToCanonicalPath, (req, res, next) => {
    const url = res.locals.url as URL;
    if (!isSharedPage(req, url)) {
      next();
      return;
    }
    // HTTPS pages carry Strict-Transport-Security, so they are kept apart from plain HTTP ones.
    pages
      .get(`${url.protocol}${url.pathname}`, () => remix.renderPage(url))
      .then((page) => sendPage(req, res, page))
      .catch(next);
  });

  app.use(compress);
  // Express 4's MIME table predates AVIF, the format of the photo variants.
  express.static.mime.define({ "image/avif": ["avif"] });
  app.use(
    "/assets",
    express.static("build/client/assets", {
      fallthrough: true,
      setHeaders: (res) => res.setHeader("Cache-Control", CACHE_CONTROL.asset),
    }),
  );
  app.use(
    express.static("build/client", {
      setHeaders: (res) => res.setHeader("Cache-Control", CACHE_CONTROL.publicFile),
    }),
  );

  // Everything else through Remix, for this visitor: forms, data, addresses with a query.
  app.use(allowMethods(formPaths), rejectCrossSite, readBodyWithin());
  app.all("*", (req, res, next) => {
    const url = res.locals.url as URL;
    remix.respond(req, res, url, res.locals.body as Buffer | undefined).catch(next);
  });
  app.use(answerErrors);
  return app;
}

const app = createApp();
const onListening = () => console.log(`Listening on http://${host ?? "localhost"}:${port}`);
const server = createGuardedServer(app);
if (host) server.listen(port, host, onListening);
else server.listen(port, onListening);
// Opens the enquiry database (creating it on first start), then sends and retries what is due.
const stopEnquiryWork = build.entry.module.startEnquiryWork();

// On SIGTERM (a deploy or a scale-in), stop taking new connections, let requests in flight
// finish, then exit; give up after ten seconds.
process.once("SIGTERM", () => {
  shuttingDown = true;
  server.close(() => {
    void stopEnquiryWork().finally(() => process.exit(0));
  });
  // Kept-alive connections close as soon as their last response is out.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => process.exit(1), 10_000).unref();
});
