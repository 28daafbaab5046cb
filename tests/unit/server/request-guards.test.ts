import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allowMethods,
  answerErrors,
  readBodyWithin,
  redirectToCanonicalPath,
  rejectCrossSite,
  rejectUnreadable,
} from "../../../server/request-guards";

/** The guards in front of a handler that says what got through. */
const app = express();
app.set("trust proxy", "loopback"); // as server/index.ts: the proxy in front says the scheme
app.use(
  rejectUnreadable,
  redirectToCanonicalPath,
  allowMethods(new Set(["/contact"])),
  rejectCrossSite,
  readBodyWithin(1024),
);
app.all("*", (req, res) => {
  const body = res.locals.body as Buffer | undefined;
  res.send(`through: ${req.method} ${body?.length ?? 0} bytes`);
});
app.use(answerErrors);

let origin = "";
let close = () => {};
beforeAll(async () => {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A raw request, so the Host header and the body's framing are exactly as given. */
function send(
  method: string,
  path: string,
  { headers = {}, chunks = [] }: { headers?: Record<string, string>; chunks?: string[] } = {},
) {
  return new Promise<{ status: number; allow?: string; location?: string; text: string }>(
    (resolve, reject) => {
      const { hostname, port } = new URL(origin);
      const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            allow: res.headers.allow,
            location: res.headers.location,
            text,
          }),
        );
      });
      req.on("error", reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    },
  );
}

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("request guards", () => {
  it("send a page's address in capitals, with a trailing or doubled slash, to its own", async () => {
    for (const [asked, canonical] of [
      ["/MD-PORTFOLIO", "/md-portfolio"],
      ["/md-portfolio/", "/md-portfolio"],
      ["//contact", "/contact"],
      ["/Projects//Courtyard-Villa/", "/projects/courtyard-villa"],
      ["/FAQ/?q=Vastu&category=Design", "/faq?q=Vastu&category=Design"],
      ["//", "/"],
      // Never to another site, however the slashes are written.
      ["//evil.example/", "/evil.example"],
      ["/\\evil.example/", "/evil.example"],
    ]) {
      expect(await send("GET", asked!), asked).toMatchObject({ status: 301, location: canonical });
    }
    expect(await send("HEAD", "/About/")).toMatchObject({ status: 301, location: "/about" });
  });

  it("leave canonical addresses, files and forms alone", async () => {
    for (const path of ["/", "/about", "/faq?q=Vastu", "/assets/Site-AbC.js", "/about.data"]) {
      expect((await send("GET", path)).status, path).toBe(200);
    }
    const posted = await send("POST", "/contact/", { headers: form, chunks: ["a=1"] });
    expect(posted.status).not.toBe(301);
  });

  it("let a page's GET and a form's POST through, with its body", async () => {
    expect((await send("GET", "/about")).text).toBe("through: GET 0 bytes");
    const posted = await send("POST", "/contact", { headers: form, chunks: ["a=1&b=2"] });
    expect(posted.text).toBe("through: POST 7 bytes");
    expect((await send("POST", "/contact.data", { headers: form, chunks: ["a=1"] })).status).toBe(
      200,
    );
  });

  it("answer 405 with Allow for a method the address does not take", async () => {
    expect(await send("PUT", "/contact")).toMatchObject({ status: 405, allow: "GET, HEAD, POST" });
    expect(await send("OPTIONS", "/contact")).toMatchObject({
      status: 405,
      allow: "GET, HEAD, POST",
    });
    // A POST to a page without a form goes on, to be answered with the site's error screen.
    expect(await send("POST", "/about", { headers: form })).toMatchObject({
      status: 200,
      allow: "GET, HEAD",
      text: "through: POST 0 bytes",
    });
    expect(await send("DELETE", "/no-such-page")).toMatchObject({
      status: 405,
      allow: "GET, HEAD",
    });
  });

  it("answer 403 to a form from another origin (scheme, host or port), or from a page with none", async () => {
    const { port } = new URL(origin);
    for (const from of [
      "https://attacker.example",
      "null",
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      `http://localhost:${port}`,
    ]) {
      const answer = await send("POST", "/contact", { headers: { ...form, origin: from } });
      expect(answer.status, from).toBe(403);
    }
    const own = await send("POST", "/contact", { headers: { ...form, origin } });
    expect(own.status).toBe(200);
    const behindProxy = await send("POST", "/contact", {
      headers: {
        ...form,
        origin: "https://www.example.test",
        "x-forwarded-host": "www.example.test",
        "x-forwarded-proto": "https",
      },
    });
    expect(behindProxy.status).toBe(200);
  });

  it("answer 403 when the browser says the form comes from another site", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const answer = await send("POST", "/contact", {
        headers: { ...form, origin, "sec-fetch-site": site },
      });
      expect(answer.status, site).toBe(403);
    }
    for (const site of ["same-origin", "none"]) {
      const answer = await send("POST", "/contact", {
        headers: { ...form, "sec-fetch-site": site },
      });
      expect(answer.status, site).toBe(200);
    }
  });

  it("answer 413 to a body over the limit, declared or streamed", async () => {
    const declared = await send("POST", "/contact", {
      headers: { ...form, "content-length": "2048" },
      chunks: ["x".repeat(2048)],
    });
    expect(declared.status).toBe(413);
    const streamed = await send("POST", "/contact", {
      headers: { ...form, "transfer-encoding": "chunked" },
      chunks: ["x".repeat(600), "x".repeat(600)],
    });
    expect(streamed).toMatchObject({
      status: 413,
      text: "The form is too large: send at most 1 KB.",
    });
  });

  it("answer 400 with the reason to a bad Host, a broken %-escape and Remix's old _data requests", async () => {
    expect(await send("GET", "/%E0%A4%A")).toMatchObject({
      status: 400,
      text: "Unexpected Application Error! 400 The request's address has a broken %-escape.",
    });
    expect(await send("GET", "/about?x=1", { headers: { host: "a b" } })).toMatchObject({
      status: 400,
      text: "Unexpected Application Error! 400 The request's address or Host header is not valid.",
    });
    const data = await send("POST", "/contact?_data=routes%2Fcontact", { headers: form });
    expect(data.status).toBe(400);
    expect(data.text).toContain("`_data`");
  });
});
