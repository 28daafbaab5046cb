import { once } from "node:events";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { Page } from "@playwright/test";
import { enquiryDatabaseURL } from "../../playwright.config";
import { startServer, temporaryDatabaseUrl } from "../../scripts/lib/servers";
import { expect, test } from "./fixtures";
import { ownServerPorts, storedEnquiries } from "./helpers";

/** Any Unicode text a person could send: letters of every script, emoji, quotes, line breaks. */
const anyText = (maxLength: number) =>
  fc
    .oneof(
      fc.string({ unit: "grapheme", minLength: 1, maxLength }),
      fc.constantFrom(
        "శ్రీనివాస్ రెడ్డి",
        "प्रिया शर्मा",
        "He said \"2 BHK\", not '3'",
        "🏗️👷🏽‍♀️🇮🇳",
        "Line one\r\nLine two\nLine three",
      ),
    )
    // The form refuses what no keyboard types (NUL) and asks for name and message.
    .filter((text) => !text.includes("\0") && text.trim() !== "" && text.length <= maxLength);

test(
  "any message the form takes is kept byte for byte, as `npm run enquiries` shows it",
  { tag: "@desktop" },
  async ({ request }, testInfo) => {
    test.setTimeout(60_000);
    const run = `${testInfo.testId}-${Date.now()}`;
    const samples = fc.sample(
      fc.record({ name: anyText(100), phone: anyText(30), message: anyText(400) }),
      { numRuns: 40, seed: 20_261_123 },
    );
    const posted = await Promise.all(
      samples.map(async (sample, index) => {
        const values = {
          user_name: sample.name,
          // Unique per sample, so each is a new enquiry; Telugu in the address too.
          user_email: `రవి.${index}.${run}@example.in`,
          user_phone: sample.phone,
          message: sample.message,
        };
        const body = index % 2 === 0 ? { form: values } : { multipart: values };
        const response = await request.post("/contact", {
          ...body,
          headers: { "X-Forwarded-For": `2001:db8:4242:${index.toString(16)}::1` },
        });
        expect(response.status(), JSON.stringify(values)).toBe(200);
        return values;
      }),
    );
    const stored = await storedEnquiries(enquiryDatabaseURL);
    for (const values of posted) {
      const matches = stored.filter((row) => row.email === values.user_email);
      expect(matches).toHaveLength(1);
      expect({
        user_name: matches[0]!.name,
        user_email: matches[0]!.email,
        user_phone: matches[0]!.phone,
        message: matches[0]!.message,
      }).toEqual(values);
    }
  },
);

test(
  "a server killed the moment it has answered has lost no message",
  { tag: "@desktop" },
  async ({ request }) => {
    const port = ownServerPorts.killedServer;
    const databaseUrl = temporaryDatabaseUrl();
    const server = await startServer(port, { DATABASE_URL: databaseUrl });
    const exited = once(server, "exit");
    const names = Array.from({ length: 5 }, (_, index) => `Kill test ${index}`);
    await Promise.all(
      names.map(async (name, index) => {
        const response = await request.post(`http://127.0.0.1:${port}/contact`, {
          form: { user_name: name, user_email: "k@example.com", user_phone: "", message: name },
          headers: { "X-Forwarded-For": `2001:db8:911:${index}::1` },
        });
        expect(response.status()).toBe(200);
      }),
    );
    // No shutdown: the process is gone as soon as the last answer is out.
    server.kill("SIGKILL");
    const [, signal] = await exited;
    expect(signal).toBe("SIGKILL");
    const stored = await storedEnquiries(databaseUrl);
    expect(stored.map((row) => row.name).sort()).toEqual(names);
  },
);

test.describe("when the enquiry store cannot keep a message", { tag: "@desktop" }, () => {
  test.use({ allowConsoleErrors: [] });

  /** The visitor sees the failure notice and keeps every value; the page does not break. */
  async function expectFailureKeepingValues(page: Page) {
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
      "Error Sending Message",
    );
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Please call me back.");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Store Down");
    await expect(page.getByRole("dialog")).toBeHidden();
  }

  test("the visitor is told it failed and keeps every value; the site stays up", async ({
    page,
    request,
  }) => {
    const port = ownServerPorts.storeFailure;
    const logged: string[] = [];
    // A folder that is a file cannot hold the database, even for root: an unwritable store.
    const notAFolder = path.join(await mkdtemp(path.join(tmpdir(), "site-")), "file");
    await writeFile(notAFolder, "");
    const server = await startServer(
      port,
      { DATABASE_URL: `file:${notAFolder}/enquiries.db` },
      (line) => logged.push(line),
    );
    const exited = once(server, "exit");
    const url = `http://127.0.0.1:${port}`;
    try {
      await page.goto(`${url}/contact`);
      await page.getByLabel("Name", { exact: true }).fill("Store Down");
      await page.getByLabel("Email", { exact: true }).fill("down@example.com");
      await page.getByLabel("Message", { exact: true }).fill("Please call me back.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectFailureKeepingValues(page);

      // Without JavaScript: 503, the same words, the values back in the form.
      const response = await request.post(`${url}/contact`, {
        form: {
          user_name: "Store Down",
          user_email: "down@example.com",
          user_phone: "",
          message: "Please call me back.",
        },
      });
      expect(response.status()).toBe(503);
      const html = await response.text();
      expect(html).toContain("We apologize, but there was an error sending your message.");
      expect(html).toContain("Please call me back.");

      // The cause is in the server's log; every page is still served, and the health check
      // tells the load balancer this instance cannot keep enquiries.
      expect(logged.some((line) => line.includes("An enquiry could not be kept"))).toBe(true);
      expect(logged.join("\n")).toContain(`mkdir '${notAFolder}'`);
      for (const path of ["/", "/contact"]) {
        expect((await request.get(`${url}${path}`)).status()).toBe(200);
      }
      const health = await request.get(`${url}/healthz`);
      expect(health.status()).toBe(503);
      expect(await health.text()).toBe("unavailable: enquiries cannot be written");
    } finally {
      server.kill("SIGTERM");
      await exited;
    }
  });
});
