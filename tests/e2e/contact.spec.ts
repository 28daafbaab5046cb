import { once } from "node:events";
import type { APIRequestContext, Page, Response, TestInfo } from "@playwright/test";
import { emailProviderURL, enquiryDatabaseURL } from "../../playwright.config";
import { readEntry, settings } from "./content";
import { startServer, temporaryDatabaseUrl } from "../../scripts/lib/servers";
import { clientAddress, openWithScriptsHeld, ownServerPorts, storedEnquiries } from "./helpers";
import { expect, test } from "./fixtures";

type Answer = "ok" | "400" | "403" | "412" | "429" | "500" | "drop" | "slow";

/** A name only this test uses, so the fake provider's answer and records are its own. */
const uniqueName = (testInfo: TestInfo) => `Visitor ${testInfo.testId} ${testInfo.project.name}`;

async function answerWith(request: APIRequestContext, name: string, answer: Answer) {
  await request.post(`${emailProviderURL}/__answer`, { data: { name, answer } });
}

async function receivedFor(request: APIRequestContext, name: string) {
  const response = await request.get(`${emailProviderURL}/__received`, { params: { name } });
  return (await response.json()) as {
    path: string;
    contentType: string;
    fields: Record<string, string>;
  }[];
}

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: true });

async function fillForm(page: Page, name: string, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    name,
    email: "lakshmi@example.com",
    phone: "+91 98765 43210",
    message: "We would like to add a floor to our house in Kondapur.",
    ...overrides,
  };
  await field(page, "Name").fill(values.name);
  await field(page, "Email").fill(values.email);
  await field(page, /Phone/).fill(values.phone);
  await field(page, "Message").fill(values.message);
  return values;
}

const notices = (page: Page) => page.getByRole("region", { name: "Notifications" });

/** What the company sees of this visitor's messages (`npm run enquiries`). */
const storedFor = async (name: string, databaseUrl = enquiryDatabaseURL) =>
  (await storedEnquiries(databaseUrl)).filter((enquiry) => enquiry.name === name);
/** Polls the store: each look runs the command, which takes a while on a busy machine. */
const storePoll = { timeout: 20_000 };

test.describe("contact page", () => {
  test(
    "has the hero, the labelled form, the office card and social links",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
      const form = page.getByRole("form", { name: "Get in Touch" });
      await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
      await expect(form.getByLabel("Name")).toHaveAttribute("required", "");
      await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
      await expect(form.getByLabel("Email")).toHaveAttribute("required", "");
      await expect(form.getByLabel(/Phone/)).not.toHaveAttribute("required", "");
      await expect(form.getByLabel("Message")).toHaveAttribute("rows", "5");
      await expect(form.getByLabel("Message")).toHaveAttribute("required", "");
      // Under the form: why the message is kept, from the page's content file.
      const { sections } = readEntry<{ sections: { form: { privacyNote: string } } }>(
        "pages/contact",
      );
      await expect(form).toContainText(sections.form.privacyNote);

      const office = page.getByRole("region", { name: "Visit Our Office" });
      await expect(office).toContainText("Jubilee Hills");
      await expect(office).toContainText("Telangana, India");
      await expect(office.getByRole("link", { name: settings.phone })).toHaveAttribute(
        "href",
        /^tel:\+91\d+$/,
      );
      await expect(office.getByRole("link", { name: settings.email })).toHaveAttribute(
        "href",
        `mailto:${settings.email}`,
      );
      await expect(office).toContainText(/Monday-Friday\s*9:00 AM-6:00 PM/);
      await expect(office).toContainText(/Saturday\s*10:00 AM-4:00 PM/);
      await expect(office).toContainText(/Sunday\s*Closed/);

      const connect = page.getByRole("region", { name: "Connect With Us" });
      for (const network of ["Facebook", "Twitter", "Instagram", "LinkedIn"]) {
        await expect(connect.getByRole("link", { name: network })).toBeVisible();
      }
    },
  );

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 320, height: 568 },
  ]) {
    test(
      `at ${viewport.width}x${viewport.height} a notice never covers the field the keyboard reaches`,
      { tag: "@phone" },
      async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto("/contact");
        await page.getByRole("button", { name: "Send Message" }).click();
        const notice = notices(page).getByRole("alert").first();
        await expect(notice).toBeVisible();
        for (let stop = 0; stop < 3; stop += 1) {
          await page.keyboard.press("Tab");
          const focused = await page.evaluate(() => {
            const box = document.activeElement!.getBoundingClientRect();
            return { top: box.top, bottom: box.bottom };
          });
          const box = (await notice.boundingBox())!;
          const overlap =
            Math.min(focused.bottom, box.y + box.height) - Math.max(focused.top, box.y);
          expect(overlap, `stop ${stop + 1} under the notice`).toBeLessThanOrEqual(0);
        }
      },
    );
  }

  test(
    "sends the form through the provider and confirms it",
    { tag: "@desktop" },
    async ({ page, request }, testInfo) => {
      const name = uniqueName(testInfo);
      await page.goto("/contact");
      // Hold the provider's answer briefly so the sending state can be seen.
      await page.route("**/api/v1.0/email/send-form", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      const values = await fillForm(page, name, {
        message: 'నమస్తే! हम Gachibowli में एक "duplex" चाहते हैं 🏡, budget ₹1.2 crore.',
      });
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
      for (const label of ["Name", "Email", /Phone/, "Message"]) {
        await expect(field(page, label)).toBeDisabled();
      }

      await expect(notices(page)).toContainText("Message Sent Successfully!");
      await expect(notices(page)).toContainText(
        "Thank you for contacting us. We'll respond to your message shortly.",
      );
      const dialog = page.getByRole("dialog", { name: "Message Sent Successfully!" });
      await expect(dialog).toContainText(
        "Thank you for contacting us. We will get back to you soon.",
      );
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      for (const label of ["Name", "Email", /Phone/, "Message"]) {
        await expect(field(page, label)).toHaveValue("");
      }

      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();

      const [sent, ...others] = await receivedFor(request, name);
      expect(others).toEqual([]);
      expect(sent!.path).toBe("/api/v1.0/email/send-form");
      expect(sent!.contentType).toMatch(/^multipart\/form-data/);
      expect(Object.keys(sent!.fields).sort()).toEqual([
        "lib_version",
        "message",
        "service_id",
        "template_id",
        "user_email",
        "user_id",
        "user_name",
        "user_phone",
      ]);
      expect(sent!.fields).toMatchObject({
        user_name: name,
        user_email: values.email,
        user_phone: values.phone,
        message: values.message,
        lib_version: "4.4.1",
        service_id: "service_test",
        template_id: "template_test",
        user_id: "public_test",
      });

      // Kept before it was sent, and marked sent once the browser said the provider took it.
      await expect
        .poll(async () => (await storedFor(name)).map((row) => row.status), storePoll)
        .toEqual(["sent"]);
      const [stored] = await storedFor(name);
      expect(stored).toMatchObject({
        name,
        email: values.email,
        phone: values.phone,
        message: values.message,
        pagePath: "/contact",
        providerAnswer: "200 OK",
        delivery: "browser",
      });
      expect(stored!.userAgent).toContain("Chrome");
    },
  );

  // What the server and the provider do is the same at every width: checked once, on the desktop.
  test.describe("when the provider fails", { tag: "@desktop" }, () => {
    test.use({ allowConsoleErrors: [/The message could not be sent/] });

    test("a message sent again after a failure updates its row instead of adding one", async ({
      page,
      request,
    }, testInfo) => {
      const name = uniqueName(testInfo);
      await answerWith(request, name, "400");
      await page.goto("/contact");
      await fillForm(page, name);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(notices(page)).toContainText("Error Sending Message");
      await expect
        .poll(
          async () => (await storedFor(name)).map((row) => [row.status, row.providerAnswer]),
          storePoll,
        )
        .toEqual([["failed", "400 The fake provider answered 400"]]);

      await answerWith(request, name, "ok");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("dialog", { name: "Message Sent Successfully!" })).toBeVisible();
      await expect
        .poll(
          async () => (await storedFor(name)).map((row) => [row.status, row.submissions]),
          storePoll,
        )
        .toEqual([["sent", 2]]);
    });

    for (const answer of ["400", "403", "412", "429", "500", "drop"] as const) {
      test(`(${answer === "drop" ? "no answer" : answer}) the visitor is told and keeps every value`, async ({
        page,
        request,
      }, testInfo) => {
        const name = uniqueName(testInfo);
        await answerWith(request, name, answer);
        const logged: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") logged.push(message.text());
        });
        await page.goto("/contact");
        const values = await fillForm(page, name);
        await page.getByRole("button", { name: "Send Message" }).click();

        await expect(notices(page)).toContainText("Error Sending Message");
        await expect(notices(page)).toContainText(
          "We apologize, but there was an error sending your message. Please try again later.",
        );
        await expect(field(page, "Name")).toHaveValue(values.name);
        await expect(field(page, "Email")).toHaveValue(values.email);
        await expect(field(page, /Phone/)).toHaveValue(values.phone);
        await expect(field(page, "Message")).toHaveValue(values.message);
        await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
        await expect(page.getByRole("dialog")).toBeHidden();
        // Beside the notice, a note above the button that stays, with other ways to reach us.
        const note = page.getByRole("form").getByRole("alert");
        await expect(note).toContainText("Error Sending Message");
        await expect(note.getByRole("link", { name: settings.phone })).toHaveAttribute(
          "href",
          /^tel:\+91\d+$/,
        );
        await expect(note.getByRole("link", { name: settings.email })).toHaveAttribute(
          "href",
          `mailto:${settings.email}`,
        );
        // The provider's status is in the log, for whoever looks into it.
        const statusLogged = (text: string) => answer === "drop" || text.includes(answer);
        expect(
          logged.some(
            (text) => text.includes("The message could not be sent") && statusLogged(text),
          ),
        ).toBe(true);
        // The message is kept all the same, marked failed with the provider's answer.
        if (answer === "400" || answer === "drop") {
          await expect
            .poll(async () => (await storedFor(name)).map((row) => row.status), storePoll)
            .toEqual(["failed"]);
          const [stored] = await storedFor(name);
          expect(stored!.providerAnswer).toMatch(answer === "400" ? /^400 / : /Failed to fetch/);
        }
      });
    }
  });

  test.describe("when the provider is slow", { tag: "@desktop" }, () => {
    test.use({ allowConsoleErrors: [/The message could not be sent/] });

    test("the visitor hears within 15 seconds, and the site keeps serving", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(40_000);
      const name = uniqueName(testInfo);
      await answerWith(request, name, "slow");
      await page.goto("/contact");
      const values = await fillForm(page, name);
      const started = Date.now();
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();
      // Other visitors are served meanwhile.
      expect((await request.get("/projects")).status()).toBe(200);
      await expect(notices(page)).toContainText("Error Sending Message", { timeout: 15_000 });
      expect(Date.now() - started).toBeLessThan(15_000);
      await expect(field(page, "Message")).toHaveValue(values.message);
    });
  });

  test(
    "checks the fields in order before sending anything",
    { tag: "@desktop" },
    async ({ page, request }, testInfo) => {
      const name = uniqueName(testInfo);
      await page.goto("/contact");
      const send = page.getByRole("button", { name: "Send Message" });
      const expectNotice = async (message: string) => {
        const notice = notices(page).getByRole("alert").filter({ hasText: message });
        await expect(notice).toContainText("Validation Error");
        await notice.getByRole("button", { name: "close" }).click();
      };

      await send.click();
      await expectNotice("Please enter your name");
      await field(page, "Name").fill(name);
      await send.click();
      await expectNotice("Please enter your email");
      await field(page, "Email").fill("not-an-email");
      await send.click();
      await expectNotice("Please enter your message");
      await field(page, "Message").fill("   ");
      await send.click();
      await expectNotice("Please enter your message");
      await field(page, "Message").fill("A real message.");
      await send.click();
      await expectNotice("Please enter a valid email address");
      await expect(field(page, "Email")).toHaveValue("not-an-email");
      expect(await receivedFor(request, name)).toEqual([]);
      expect(await storedFor(name)).toEqual([]);
    },
  );

  test(
    "the site's checks speak instead of the browser's: the field is marked, described and focused",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/contact");
      const send = page.getByRole("button", { name: "Send Message" });
      await send.click();
      const name = field(page, "Name");
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription("Please enter your name");
      // The spec's notice shows: the browser's own check (and bubble) did not stop the form first.
      await expect(notices(page)).toContainText("Please enter your name");

      // Typing there clears the mark; the next problem moves the focus on.
      await name.fill("Lakshmi Rao");
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
      await expect(name).not.toHaveAccessibleDescription("Please enter your name");
      await field(page, "Email").fill("lakshmi@example");
      await field(page, "Message").fill("A new kitchen.");
      await send.click();
      const email = field(page, "Email");
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
      // The label stays in view above the field the focus moved to.
      await expect(page.getByText("Email", { exact: true })).toBeInViewport();
    },
  );

  test(
    "a notice's close button is at least 24 by 24 pixels",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      const close = notices(page).getByRole("alert").first().getByRole("button", { name: "close" });
      const box = (await close.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    },
  );

  test(
    "what a visitor types before the page's scripts wake up is kept",
    { tag: "@desktop" },
    async ({ page }) => {
      const hydrate = await openWithScriptsHeld(page, "/contact");
      await field(page, "Name").fill("Lakshmi Rao");
      await field(page, "Message").fill("A new kitchen for our flat in Kondapur.");
      await hydrate();
      await field(page, "Email").fill("lakshmi@example.com");
      await expect(field(page, "Name")).toHaveValue("Lakshmi Rao");
      await expect(field(page, "Message")).toHaveValue("A new kitchen for our flat in Kondapur.");
    },
  );

  test("the e-mail field shows a typical address in full", async ({ page }) => {
    await page.goto("/contact");
    const email = field(page, "Email");
    await email.fill("lakshmi.narayanan@gmail.com");
    expect(
      await email.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
    ).toBe(true);
  });

  test(
    "a long paste is kept whole and the notice says what is too long",
    { tag: "@desktop" },
    async ({ page, request }, testInfo) => {
      const name = uniqueName(testInfo);
      await page.goto("/contact");
      const long = "Our plot is in Kondapur. ".repeat(240); // 6,000 characters
      await fillForm(page, name, { message: long, phone: "+91 98765 43210 or +91 40 4012 3456" });
      await expect(field(page, "Message")).toHaveValue(long);
      await expect(field(page, /Phone/)).toHaveValue("+91 98765 43210 or +91 40 4012 3456");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(notices(page)).toContainText("Validation Error");
      await expect(notices(page)).toContainText("Please shorten your phone number");
      await field(page, /Phone/).fill("+91 98765 43210");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(notices(page)).toContainText(
        "Please shorten your message to 5000 characters or fewer",
      );
      await expect(field(page, "Message")).toHaveValue(long);
      expect(await receivedFor(request, name)).toEqual([]);
    },
  );

  test(
    "the notices' code and styles load with the contact page only",
    { tag: "@desktop" },
    async ({ page }) => {
      const toastifyIn = async (path: string) => {
        const bodies: Promise<string>[] = [];
        const collect = (response: Response) => {
          if (/\.(js|css)$/.test(new URL(response.url()).pathname)) bodies.push(response.text());
        };
        page.on("response", collect);
        await page.goto(path);
        page.off("response", collect);
        const texts = await Promise.all(bodies);
        return texts.some((text) => text.includes("Toastify__toast-container"));
      };
      expect(await toastifyIn("/contact")).toBe(true);
      for (const path of ["/", "/about", "/faq"]) expect(await toastifyIn(path)).toBe(false);
    },
  );

  test("notices sit bottom-right and can be dismissed; a new check's notice takes the last one's place", async ({
    page,
  }) => {
    await page.goto("/contact");
    for (let count = 0; count < 5; count += 1) {
      await page.getByRole("button", { name: "Send Message" }).click();
    }
    const alerts = notices(page).getByRole("alert");
    await expect(alerts).toHaveCount(1);
    const viewport = page.viewportSize()!;
    // Polled: a notice bounces in from the right before it settles in the corner.
    const corner = async () => {
      const box = (await alerts.first().boundingBox())!;
      return {
        right: box.x + box.width > viewport.width - 40,
        bottom: box.y + box.height > viewport.height - 250,
      };
    };
    await expect.poll(corner).toEqual({ right: true, bottom: true });
    await alerts.first().getByRole("button", { name: "close" }).click();
    await expect(alerts).toHaveCount(0);
  });

  test(
    "at 400 % zoom the notices never pile up over the form, and go once the field is put right",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 200 });
      await page.goto("/contact");
      const send = page.getByRole("button", { name: "Send Message" });
      const alerts = notices(page).getByRole("alert");
      await send.click();
      await expect(alerts).toHaveText(/Please enter your name/);
      await field(page, "Name").fill("Lakshmi Rao");
      await expect(alerts).toHaveCount(0);
      await send.click();
      await expect(alerts).toHaveCount(1);
      await expect(alerts).toHaveText(/Please enter your email/);
    },
  );

  test(
    "Alt+T moves focus to the notices, which close by themselves after about five seconds",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("form", { name: "Get in Touch" }).evaluate((form) => {
        (form as HTMLFormElement).noValidate = true;
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      const alert = notices(page).getByRole("alert");
      await expect(alert).toBeVisible();
      await page.keyboard.press("Alt+KeyT");
      await expect(alert).toBeFocused();
      // Focus pauses the timer; leaving the notices lets it run again.
      await page.keyboard.press("Escape");
      await page.getByRole("heading", { level: 1 }).click();
      await expect(alert).toBeHidden({ timeout: 9_000 });
    },
  );

  test("a notice stays while the pointer rests on it", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("form", { name: "Get in Touch" }).evaluate((form) => {
      (form as HTMLFormElement).noValidate = true;
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = notices(page).getByRole("alert");
    await alert.hover();
    await page.waitForTimeout(6_500);
    await expect(alert).toBeVisible();
  });

  test(
    "a form filled in by a bot looks sent but reaches nobody",
    { tag: "@desktop" },
    async ({ page, request }, testInfo) => {
      const name = uniqueName(testInfo);
      await page.goto("/contact");
      await fillForm(page, name);
      await page.locator('input[name="company_website"]').evaluate((input) => {
        (input as HTMLInputElement).value = "https://spam.example";
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("dialog", { name: "Message Sent Successfully!" })).toBeVisible();
      expect(await receivedFor(request, name)).toEqual([]);
      expect(await storedFor(name)).toEqual([]);
    },
  );

  test(
    "the hidden field is out of reach of people and screen readers",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByRole("textbox", { name: "Company website" })).toHaveCount(0);
      const honeypot = page.locator('input[name="company_website"]');
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      const frame = await honeypot.locator("..").boundingBox();
      expect(frame!.width).toBeLessThanOrEqual(1);
      expect(frame!.height).toBeLessThanOrEqual(1);
    },
  );
});

test.describe("contact form without JavaScript", { tag: "@desktop" }, () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo) });
  });

  test("the browser's own checks still stop an empty form", async ({ page }) => {
    await page.goto("/contact");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(field(page, "Name")).toBeFocused();
    expect(
      await field(page, "Name").evaluate((input: HTMLInputElement) => input.validationMessage),
    ).not.toBe("");
    expect(posted).toBe(false);
  });

  test("a message the server refuses comes back with the reason and every value", async ({
    page,
  }) => {
    await page.goto("/contact");
    // "a@b" passes the browser's own check but not ours: it needs a dot after the @.
    await fillForm(page, "No Script Visitor", { email: "a@b" });
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    // The answer opens at the form, so the reason is in view, not below the hero.
    await expect(page.getByRole("alert")).toContainText("Please enter a valid email address");
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Email")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(field(page, "Name")).toHaveValue("No Script Visitor");
    await expect(field(page, "Email")).toHaveValue("a@b");
    await expect(field(page, "Message")).toHaveValue(
      "We would like to add a floor to our house in Kondapur.",
    );
  });

  test("a valid message is kept, then sent from the server", async ({
    page,
    request,
  }, testInfo) => {
    const name = uniqueName(testInfo);
    await page.goto("/contact");
    const values = await fillForm(page, name);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Message Sent Successfully!" }),
    ).toBeVisible();
    await expect.poll(async () => (await receivedFor(request, name)).length, storePoll).toBe(1);
    const [sent] = await receivedFor(request, name);
    expect(sent!.path).toBe("/api/v1.0/email/send");
    expect(sent!.fields).toMatchObject({
      user_name: name,
      user_email: values.email,
      message: values.message,
      service_id: "service_test",
      template_id: "template_test",
      user_id: "public_test",
      accessToken: "private_test",
    });
    await expect
      .poll(async () => (await storedFor(name)).map((row) => [row.status, row.delivery]), storePoll)
      .toEqual([["sent", "server"]]);
  });

  test("when the provider fails, the message is kept for the server to retry", async ({
    page,
    request,
  }, testInfo) => {
    const name = uniqueName(testInfo);
    await answerWith(request, name, "500");
    await page.goto("/contact");
    await fillForm(page, name);
    await page.getByRole("button", { name: "Send Message" }).click();
    // It is the company's to deliver now: the visitor is told it was received.
    await expect(
      page.getByRole("status").filter({ hasText: "Message Sent Successfully!" }),
    ).toBeVisible();
    await expect
      .poll(async () => (await storedFor(name)).map((row) => row.status), storePoll)
      .toEqual(["failed"]);
    const [stored] = await storedFor(name);
    expect(stored!.providerAnswer).toBe("500 The fake provider answered 500");
    expect(stored!.deliveryTries).toBe(1);
    // The next try is a minute after the first.
    const wait = Date.parse(stored!.nextDeliveryAt!) - Date.parse(stored!.receivedAt);
    expect(wait).toBeGreaterThanOrEqual(60_000);
    expect(wait).toBeLessThan(90_000);
  });
});

/** Each test posts from an address of its own, so the per-address limit does not mix them up. */
const ownAddress = () => ({ "X-Forwarded-For": clientAddress(test.info()) });

test.describe("contact action", { tag: "@desktop" }, () => {
  const post = (request: APIRequestContext, form: Record<string, string>) =>
    request.post("/contact", { form, maxRedirects: 0, headers: ownAddress() });
  const complete = {
    user_name: "Ravi",
    user_email: "ravi@example.com",
    user_phone: "",
    message: "Hello",
  };

  test("answers 400 with the first problem, in the spec's order", async ({ request }) => {
    for (const [form, message] of [
      [{ ...complete, user_name: " " }, "Please enter your name"],
      [{ ...complete, user_email: "" }, "Please enter your email"],
      [{ ...complete, message: "" }, "Please enter your message"],
      [{ ...complete, user_email: "ravi@example" }, "Please enter a valid email address"],
    ] as const) {
      const response = await post(request, form);
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(message);
    }
  });

  test("answers 400, never 500, for missing or repeated fields", async ({ request }) => {
    const missing = await post(request, { user_name: "Ravi" });
    expect(missing.status()).toBe(400);
    expect(await missing.text()).toContain("The form is missing the field user_email.");

    const repeated = await request.post("/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...ownAddress() },
      data: "user_name=a&user_name=b&user_email=a%40b.in&user_phone=&message=hi",
    });
    expect(repeated.status()).toBe(400);
    expect(await repeated.text()).toContain("was sent more than once");
  });

  test("answers 400 when a field is a file instead of text", async ({ request }) => {
    const response = await request.post("/contact", {
      headers: ownAddress(),
      multipart: {
        ...complete,
        message: { name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("hi") },
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("The field message must be text.");
  });

  test("shows what a visitor typed as text, never as markup", async ({ page }) => {
    await page.goto("/contact");
    const hostile = '"><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    const response = await page.request.post("/contact", {
      headers: ownAddress(),
      form: { ...complete, user_name: hostile, user_email: "x" },
    });
    const html = await response.text();
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).not.toContain("<img src=x onerror");
  });

  test("drops a bot's submission quietly", async ({ request }) => {
    const response = await post(request, {
      ...complete,
      user_name: "Bot 9000",
      company_website: "x",
    });
    expect(response.status()).toBe(200);
    expect(await receivedFor(request, "Bot 9000")).toEqual([]);
  });
});

test.describe("a fresh install, without the e-mail provider's ids", { tag: "@desktop" }, () => {
  test("takes a message with and without JavaScript and keeps it", async ({ page, request }) => {
    const port = ownServerPorts.freshInstall;
    const databaseUrl = temporaryDatabaseUrl();
    const logged: string[] = [];
    // Blank, whatever the shell running the tests has set.
    const server = await startServer(
      port,
      {
        EMAILJS_SERVICE_ID: "",
        EMAILJS_TEMPLATE_ID: "",
        EMAILJS_PUBLIC_KEY: "",
        EMAILJS_PRIVATE_KEY: "",
        DATABASE_URL: databaseUrl,
      },
      (line) => logged.push(line),
    );
    const exited = once(server, "exit");
    const url = `http://127.0.0.1:${port}`;
    try {
      await page.goto(`${url}/contact`);
      const values = await fillForm(page, "Fresh Install Visitor");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(notices(page)).toContainText("Message Sent Successfully!");
      await expect(page.getByRole("dialog", { name: "Message Sent Successfully!" })).toBeVisible();
      await expect(field(page, "Name")).toHaveValue("");

      // Without JavaScript, the same.
      const response = await request.post(`${url}/contact`, {
        form: {
          user_name: "Fresh Install, No Script",
          user_email: values.email,
          user_phone: values.phone,
          message: values.message,
        },
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Message Sent Successfully!");

      const stored = await storedEnquiries(databaseUrl);
      expect(stored.map((row) => [row.name, row.status, row.message])).toEqual([
        ["Fresh Install, No Script", "not-configured", values.message],
        ["Fresh Install Visitor", "not-configured", values.message],
      ]);
      // One line per enquiry says where it was kept.
      const path = databaseUrl.slice("file:".length);
      for (const { id } of stored) {
        expect(logged).toContain(`Enquiry ${id} kept in ${path} (not-configured)`);
      }
    } finally {
      server.kill("SIGTERM");
      await exited;
    }
  });
});
