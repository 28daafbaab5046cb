import { createHash } from "node:crypto";
import { once } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { Page } from "@playwright/test";
import { baseURL, emailProviderURL, enquiryDatabaseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { startServer, temporaryDatabaseUrl } from "../../scripts/lib/servers";
import {
  clientAddress,
  ownServerPorts,
  publicPaths,
  reachCarousel,
  storedEnquiries,
} from "./helpers";

/** The script hashes a policy lists. */
const scriptHashesIn = (csp: string) => {
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  return [...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]);
};

/** What a browser hashes: the text of each inline script, as UTF-8. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}`,
  );

/** The policy and headers every HTML page (`scripts`) and data response carries (plain HTTP). */
function expectProtectiveHeaders(headers: Record<string, string>, scripts: "page" | "none") {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).not.toContain("nonce");
  for (const directive of [
    scripts === "page" ? /script-src ('sha256-[^']+' )+'strict-dynamic'/ : /script-src 'none'/,
    /style-src 'self' 'sha256-[^']+';/,
    /style-src-attr 'unsafe-inline'/,
    /connect-src 'self' \S+/,
    /img-src 'self' data:/,
    /frame-ancestors 'none'/,
    /base-uri 'none'/,
    /form-action 'self'/,
    /object-src 'none'/,
  ]) {
    expect(csp).toMatch(directive);
  }
  expect(headers).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
  });
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test.describe("security headers", { tag: "@desktop" }, () => {
  for (const path of [...publicPaths, "/no-such-page"]) {
    test(`${path} carries a policy listing the hash of each of its scripts, the same for everyone`, async ({
      request,
    }) => {
      const first = await request.get(path);
      const second = await request.get(path);
      const headers = first.headers();
      expectProtectiveHeaders(headers, "page");
      const csp = headers["content-security-policy"] ?? "";
      const html = await first.text();
      expect(html).not.toContain("nonce");
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      expect(new Set(scriptHashesIn(csp))).toEqual(new Set(hashes));
      expect(second.headers()["content-security-policy"]).toBe(csp);
      expect(await second.text()).toBe(html);
    });
  }

  test("HTTPS responses ask browsers to stay on HTTPS", async ({ request }) => {
    const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });

  test("every other answer carries nosniff, a policy that allows nothing, and stays on this site", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const styles = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    const picture = /src="(\/renders\/[^"]+)"/.exec(html)?.[1] ?? "";
    expect(styles && picture).toBeTruthy();
    const answers = [
      ["a style sheet", await request.get(styles), 200],
      ["a picture", await request.get(picture), 200],
      ["robots.txt", await request.get("/robots.txt"), 200],
      ["the health check", await request.get("/healthz"), 200],
      ["a method no page takes", await request.put("/about"), 405],
      [
        "a form from another site",
        await request.post("/contact", { headers: { Origin: "https://attacker.example" } }),
        403,
      ],
      ["an oversized form", await request.post("/contact", { data: "x".repeat(70 * 1024) }), 413],
    ] as const;
    for (const [what, response, status] of answers) {
      expect(response.status(), what).toBe(status);
      expect(response.headers(), what).toMatchObject({
        "x-content-type-options": "nosniff",
        "cross-origin-resource-policy": "same-origin",
      });
      expect(response.headers()["content-security-policy"], what).toMatch(
        /^default-src 'none';.*frame-ancestors 'none'/,
      );
    }
  });

  test("data requests carry the same protective headers", async ({ request }) => {
    const response = await request.get("/about.data");
    expect(response.status()).toBe(200);
    expectProtectiveHeaders(response.headers(), "none");
  });
});

async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test.describe("content security policy in the browser", () => {
  for (const path of publicPaths) {
    test(`${path} runs without a single violation`, { tag: "@desktop" }, async ({ page }) => {
      const violations = await collectViolations(page);
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      expect(await violations()).toEqual([]);
    });
  }

  test(
    "a page reloaded from the browser's copy (304) keeps its own policy: styled, with its pictures",
    { tag: "@desktop" },
    async ({ browser, baseURL }) => {
      // A page of its own: the suite's pages route requests, and a routed page keeps no copies.
      const page = await browser.newPage({ baseURL });
      await page.goto("/about");
      const violations = await collectViolations(page);
      const [reloaded] = await Promise.all([
        page.waitForRequest((request) => request.url().endsWith("/about")),
        page.reload(),
      ]);
      // The browser asked whether its copy is still good (the server answers 304) ...
      expect((await reloaded.allHeaders())["if-none-match"]).toBeTruthy();
      // ... and the page it shows has its stylesheet (the fixed header) and nothing blocked.
      await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      expect(await violations()).toEqual([]);
      await page.close();
    },
  );

  test("the interactive pieces run without a violation too", async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto("/");
    await reachCarousel(page);
    await page.getByRole("button", { name: "Next testimonials" }).click();
    await page.goto("/projects");
    await page.locator("section#gallery").getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto("/faq");
    await page.getByRole("searchbox").fill("warranty");
    await page.getByRole("tab", { name: "General" }).click();
    await page.goto("/contact");
    await page.getByRole("form", { name: "Get in Touch" }).evaluate((form) => {
      (form as HTMLFormElement).noValidate = true;
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe("hardened contact action", { tag: "@desktop" }, () => {
  const form = {
    user_name: "Ravi",
    user_email: "ravi@example.com",
    user_phone: "",
    message: "Hello",
  };
  const from = () => ({ "X-Forwarded-For": clientAddress(test.info()) });

  test("refuses a body over 64 KB with 413", async ({ request }) => {
    const response = await request.post("/contact", {
      headers: from(),
      form: { ...form, message: "x".repeat(70 * 1024) },
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("too large");
  });

  test("refuses an oversized body sent without a Content-Length, while it streams in", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL("/contact", baseURL);
      const outgoing = httpRequest(
        url,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Transfer-Encoding": "chunked",
            ...from(),
          },
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
        },
      );
      // The server hangs up once it has answered, so the rest of the upload may fail to write.
      outgoing.on("error", (error) => setTimeout(() => reject(error), 1000));
      const chunk = `message=${"y".repeat(16 * 1024)}`;
      // Up to 1 MB, but the server answers after the first 64 KB.
      let sent = 0;
      const pump = () => {
        while (sent < 64 && outgoing.write(chunk)) sent += 1;
        if (sent < 64) outgoing.once("drain", pump);
        else outgoing.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  test("refuses anything but form data with 415", async ({ request }) => {
    const response = await request.post("/contact", { headers: from(), data: { ...form } });
    expect(response.status()).toBe(415);
  });

  test("refuses other methods with 405 and says which it takes", async ({ request }) => {
    const put = await request.put("/contact", { headers: from(), form });
    expect(put.status()).toBe(405);
    expect(put.headers()["allow"]).toBe("GET, HEAD, POST");
    const options = await request.fetch("/contact", { method: "OPTIONS", headers: from() });
    expect(options.status()).toBe(405);
    expect(options.headers()["allow"]).toBe("GET, HEAD, POST");
    const postToPage = await request.post("/about", { headers: from(), form });
    expect(postToPage.status()).toBe(405);
    expect(postToPage.headers()["allow"]).toBe("GET, HEAD");
  });

  test("allows five submissions a minute from one address, then answers 429 with a retry time", async ({
    request,
  }) => {
    const headers = from();
    for (let count = 0; count < 5; count += 1) {
      const response = await request.post("/contact", {
        headers,
        form: { ...form, user_name: "" },
      });
      expect(response.status()).toBe(400);
    }
    const limited = await request.post("/contact", { headers, form });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many messages");
  });

  test("counts every address of one IPv6 /64 network as one visitor", async ({ request }) => {
    // This test's own /64, one address after another within it.
    const network = clientAddress(test.info()).replace(/::1$/, "");
    for (let host = 1; host <= 5; host += 1) {
      const response = await request.post("/contact", {
        headers: { "X-Forwarded-For": `${network}::${host}` },
        form: { ...form, user_name: "" },
      });
      expect(response.status()).toBe(400);
    }
    const sixth = await request.post("/contact", {
      headers: { "X-Forwarded-For": `${network}:ffff:ffff:ffff:ffff` },
      form,
    });
    expect(sixth.status()).toBe(429);
  });

  test("takes five delivery reports a minute from one address, apart from its messages", async ({
    request,
  }) => {
    const headers = from();
    const report = { intent: "delivery-report", id: "1", token: "t".repeat(32), outcome: "sent" };
    for (let count = 0; count < 5; count += 1) {
      expect((await request.post("/contact", { headers, form: report })).status()).toBe(200);
    }
    const limited = await request.post("/contact", { headers, form: report });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    // The visitor's own turns to send a message are untouched.
    expect((await request.post("/contact", { headers, form })).status()).toBe(200);
  });

  test("refuses forms posted from another site with 403", async ({ request }) => {
    const { port } = new URL(baseURL);
    for (const origin of [
      "https://attacker.example",
      "null",
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
    ]) {
      const response = await request.post("/contact", {
        headers: { ...from(), Origin: origin },
        form,
      });
      expect(response.status(), origin).toBe(403);
    }
    const crossSite = await request.post("/contact", {
      headers: { ...from(), Origin: baseURL, "Sec-Fetch-Site": "cross-site" },
      form,
    });
    expect(crossSite.status()).toBe(403);
    const sameSite = await request.post("/contact", {
      headers: { ...from(), Origin: baseURL },
      form: { ...form, user_name: "" },
    });
    expect(sameSite.status()).toBe(400);
  });

  test("answers requests it cannot parse with 400, never a 500", async ({ request }) => {
    const rawStatus = (path: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(baseURL);
        httpRequest({ hostname, port, path, headers }, (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
        })
          .on("error", reject)
          .end();
      });
    expect(await rawStatus("/%E0%A4%A")).toBe(400);
    expect(await rawStatus("/about?x=1", { Host: "a b" })).toBe(400);

    const dataRequest = await request.post("/contact?_data=routes%2Fcontact", {
      headers: from(),
      form,
    });
    expect(dataRequest.status()).toBe(400);
    expect((await request.get("/")).status()).toBe(200);
  });

  test("kept values come back as text, not markup", async ({ request }) => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    const response = await request.post("/contact", {
      headers: from(),
      form: { ...form, message: hostile, user_email: "not-an-email" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("<img src=x onerror");
    expect(html).not.toContain("<script>alert(2)");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  test("keeps nothing it refuses", async ({ request }) => {
    const name = `Refused ${test.info().testId}`;
    const refused = { ...form, user_name: name };
    const post = (options: Parameters<typeof request.post>[1]) =>
      request.post("/contact", { ...options, headers: { ...from(), ...options?.headers } });
    const statuses = [
      await post({ form: { ...refused, user_email: "not-an-email" } }),
      await post({ form: { ...refused, message: "x".repeat(70 * 1024) } }),
      await post({
        data: JSON.stringify(refused),
        headers: { "Content-Type": "application/json" },
      }),
      await post({
        data: new URLSearchParams([...Object.entries(refused), ["message", "twice"]]).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      await post({ form: { ...refused, company_website: "https://spam.example" } }),
    ].map((response) => response.status());
    expect(statuses).toEqual([400, 413, 415, 400, 200]);
    // Over the limit, even a valid message is refused, and not kept either.
    for (let count = 0; count < 5; count += 1) await post({ form: { ...refused, user_name: "" } });
    expect((await post({ form: refused })).status()).toBe(429);
    const kept = await storedEnquiries(enquiryDatabaseURL);
    expect(kept.filter((enquiry) => enquiry.name === name)).toEqual([]);
  });

  test("no address serves the kept enquiries", async ({ request }) => {
    for (const path of [
      "/data/enquiries.db",
      "/data/enquiries.db-wal",
      "/enquiries",
      "/api/enquiries",
      "/contact/enquiries",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).not.toContain("@example.com");
    }
  });
});

test(
  "on SIGTERM the server finishes the upload and the send in flight, then exits cleanly",
  { tag: "@desktop" },
  async ({ request }) => {
    test.setTimeout(40_000);
    const port = ownServerPorts.shutdown;
    const slow = `Shutdown slow ${test.info().testId}`;
    const quick = `Shutdown quick ${test.info().testId}`;
    // The provider takes 10 s for the first message; the server gives up on it after 8 s.
    await request.post(`${emailProviderURL}/__answer`, { data: { name: slow, answer: "slow" } });
    const databaseUrl = temporaryDatabaseUrl();
    const server = await startServer(port, {
      EMAILJS_ORIGIN: emailProviderURL,
      EMAILJS_SERVICE_ID: "service_test",
      EMAILJS_TEMPLATE_ID: "template_test",
      EMAILJS_PUBLIC_KEY: "public_test",
      EMAILJS_PRIVATE_KEY: "private_test",
      DATABASE_URL: databaseUrl,
    });
    const exited = once(server, "exit");
    const message = (name: string) =>
      new URLSearchParams({
        user_name: name,
        user_email: "a@example.com",
        user_phone: "",
        message: "Hi",
      }).toString();

    // Kept at once; its send is still waiting for the provider when the signal comes.
    const first = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": "2001:db8::5157",
      },
      body: message(slow),
    });
    expect(first.status).toBe(200);

    // A second message is half uploaded when the signal comes.
    const body = message(quick);
    const upload = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/contact",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
        "X-Forwarded-For": "2001:db8::5158",
      },
    });
    const answered = once(upload, "response") as Promise<[IncomingMessage]>;
    upload.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    upload.end(body.slice(10));
    const [response] = await answered;
    expect(response.statusCode).toBe(200);
    response.resume();

    const [code] = await exited;
    expect(code).toBe(0);
    // Both kept; the slow one waits for its next try, the other went through.
    const stored = await storedEnquiries(databaseUrl);
    expect(stored.map((row) => [row.name, row.status])).toEqual([
      [quick, "sent"],
      [slow, "failed"],
    ]);
    expect(stored[1]!.providerAnswer).toMatch(/^no answer: TimeoutError/);
    expect(stored[1]!.nextDeliveryAt).not.toBeNull();
  },
);
