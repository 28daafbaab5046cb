/**
 * Renders each page to HTML and sets the security headers on it (and, through
 * handleDataRequest, on data responses). The whole page is rendered before it is sent: pages are
 * small, cached by the server, and the nonce must be added to Remix's module preloads.
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
import { emailOrigin } from "./lib/env.server";
import { NonceContext } from "./lib/nonce";
import { createNonce, securityHeaders } from "./lib/security-headers.server";

// The development server injects scripts of its own, so the policy applies to production only.
const enforcePolicy = process.env.NODE_ENV === "production";

function applySecurityHeaders(request: Request, headers: Headers, nonce: string) {
  if (!enforcePolicy) return;
  // The server sets the URL's protocol from X-Forwarded-Proto only for trusted proxies.
  const https = new URL(request.url).protocol === "https:";
  for (const [name, value] of Object.entries(securityHeaders({ nonce, https, emailOrigin }))) {
    headers.set(name, value);
  }
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
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.nonce === "string" ? loadContext.nonce : createNonce();
  const html = (
    await renderToHtml(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      request.signal,
    )
  )
    // Remix renders module preloads without the nonce; under 'strict-dynamic' they need it.
    .replaceAll('<link rel="modulepreload"', `<link rel="modulepreload" nonce="${nonce}"`);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(request, responseHeaders, nonce);
  // React writes the doctype itself, in front of the <html> element.
  return new Response(html, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const nonce = typeof context.nonce === "string" ? context.nonce : createNonce();
  applySecurityHeaders(request, response.headers, nonce);
  return response;
};

/** Logs the site's own failures; a visitor's bad request (a form posted to a page that takes
 * none, 405) or a visitor who left is not one, and bots would fill the log with them. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};

/** server.js starts the enquiries' own work (sends, retries, retention) with the server. */
export { startEnquiryWork } from "./enquiries/delivery.server";
