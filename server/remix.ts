/**
 * Between Express and Remix: a request in, Remix's Fetch Response out. Hand-written rather than
 * @remix-run/express, which streams the body from the socket straight into Remix and writes its
 * answer to the socket itself: the body limit needs the body read first, and the page cache needs
 * the rendered bytes (docs/decisions/003-custom-server.md).
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { Request, Response } from "express";
import type { RenderedPage } from "./page-cache";

export function createRemixBridge(build: ServerBuild) {
  const handle = createRequestHandler(build, "production");

  return {
    /** A page as everyone gets it: rendered for its address alone, with no visitor's headers. */
    async renderPage(url: URL): Promise<RenderedPage> {
      const response = await handle(new Request(url, { headers: { accept: "text/html" } }), {
        clientAddress: "",
      });
      return {
        status: response.status,
        headers: [...response.headers],
        body: Buffer.from(await response.arrayBuffer()),
      };
    },

    /** Anything else (a form, Remix's data, an address with a query): this visitor's answer. */
    async respond(req: Request, res: Response, url: URL, body?: Buffer): Promise<void> {
      const controller = new AbortController();
      // A visitor who leaves before the answer is ready stops its rendering.
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        for (const item of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, item);
      }
      const response = await handle(
        new Request(url, {
          method: req.method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
          signal: controller.signal,
        }),
        { clientAddress: req.ip ?? "" },
      );
      res.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") res.setHeader(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("set-cookie", cookies);
      res.end(Buffer.from(await response.arrayBuffer()));
    },
  };
}
