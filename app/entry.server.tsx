/**
 * Renders each page to HTML and sets the security headers on it (and, through
 * handleDataRequest, on data responses). The whole page is rendered before it is sent: pages are
 * small, cached by the server, and the policy lists the hashes of the page's inline scripts.
 */
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { deferPageScripts } from "./lib/deferred-scripts.server";
import { emailOrigin } from "./lib/env.server";
import { inlineScriptHashes, securityHeaders } from "./lib/security-headers.server";

const production = process.env.NODE_ENV === "production";

function applySecurityHeaders(request: Request, headers: Headers, scriptHashes: string[]) {
  // The development server injects scripts of its own, so the policy applies to production only.
  if (!production) return;
  // The server sets the URL's protocol from X-Forwarded-Proto only for trusted proxies.
  const https = new URL(request.url).protocol === "https:";
  const policy = securityHeaders({ scriptHashes, https, emailOrigin });
  for (const [name, value] of Object.entries(policy)) headers.set(name, value);
}

/** Renders to a complete string, including the data Remix streams into the page. */
function renderToHtml(element: React.ReactElement, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    let finished = false;
    sink.on("end", () => (finished = true));
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        if (!signal.aborted) console.error(error);
      },
    });
    signal.addEventListener("abort", () => finished || abort(), { once: true });
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const rendered = await renderToHtml(
    <RemixServer context={remixContext} url={request.url} />,
    request.signal,
  );
  // The development server's own scripts (hot reloading) must run as soon as it writes them.
  const html = production ? deferPageScripts(rendered) : rendered;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(request, responseHeaders, inlineScriptHashes(html));
  // React writes the doctype itself, in front of the <html> element.
  return new Response(html, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applySecurityHeaders(request, response.headers, []);
  return response;
};

/** Logs the site's own failures; a visitor's bad request (a form posted to a page that takes
 * none, 405) or a visitor who left is not one, and bots would fill the log with them. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};

/** The server (server/index.ts) starts the enquiries' own work (sends, retries, retention) with the server. */
export { startEnquiryWork } from "./enquiries/delivery.server";
/** And asks it, for /healthz, whether enquiries can be written. */
export { enquiryStoreWritable } from "./enquiries/health.server";
