import type { Page } from "@playwright/test";
import { enquiryDatabaseURL } from "../../playwright.config";
import { readCollection, readEntry, readProjects, settings } from "./content";
import { expect, test } from "./fixtures";
import { clientAddress, storedEnquiries } from "./helpers";

const projects = readProjects();
const villa = projects.find((project) => project.title === "Courtyard Villa")!;
const apartments = projects.find((project) => project.progress !== undefined)!;
const apartmentsSlug = apartments.path.split("/").pop()!;
const { siteVisit } = readEntry<{
  projectPage: { siteVisit: { action: string; enquiry: string } };
}>("pages/projects").projectPage;
/** "… the site of the Twelve-Storey Apartment Block in Kokapet …" */
const siteVisitMessage = siteVisit.enquiry.replace(
  "{project}",
  `${apartments.title} in ${apartments.location.split(",")[0]}`,
);

/** Sends the contact form as it stands with a name and an e-mail address added. */
async function sendWithContact(page: Page, email: string) {
  await page.getByLabel("Name").fill("Farhan Siddiqui");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Message" }).click();
}

test.describe("a page for every project", () => {
  for (const [index, project] of projects.entries()) {
    // Each project's content, the same at every width: checked once.
    test(
      `${project.path}: hero, facts, case study, pictures, neighbours`,
      { tag: "@desktop" },
      async ({ page }) => {
        const response = await page.goto(project.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
        await expect(page.getByRole("main")).toContainText(project.cardText);
        const hero = page.getByRole("region", { name: project.title });
        await expect(hero).toContainText(project.location);
        await expect(hero).toContainText(project.category ?? project.type ?? "");
        await expect(hero).toContainText(String(project.year ?? `${project.progress}%`));

        const facts = page.getByRole("complementary", { name: "Project Facts" });
        await expect(facts).toContainText(project.location);
        if (project.year) await expect(facts).toContainText(String(project.year));
        if (project.area) {
          await expect(facts).toContainText(`${project.area.toLocaleString("en-IN")} sq ft`);
        }
        if (project.durationMonths)
          await expect(facts).toContainText(`${project.durationMonths} months`);
        if (project.clientType) await expect(facts).toContainText(project.clientType);
        for (const service of project.services ?? []) {
          await expect(facts.getByRole("link", { name: service })).toHaveAttribute(
            "href",
            new RegExp(`^/services#`),
          );
        }

        // The case study's own headings sit under the section's.
        const headings = [...project.body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
        expect(headings.length).toBeGreaterThanOrEqual(2);
        for (const heading of headings) {
          await expect(page.getByRole("heading", { level: 3, name: heading })).toBeVisible();
        }

        const pictures = page.getByRole("region", { name: "Pictures from the Project" });
        // Each picture captioned in a few words: the project's name first, then its own titles.
        const captions = [
          project.title,
          ...(project.gallery ?? []).map((picture) => picture.title),
        ];
        await expect(pictures.getByRole("figure")).toHaveCount(captions.length);
        for (const caption of captions) {
          await expect(pictures.getByRole("figure", { name: caption, exact: true })).toBeVisible();
        }

        const neighbours = page.getByRole("navigation", { name: "More projects" });
        const previous = projects.at(index - 1)!;
        const next = projects[(index + 1) % projects.length]!;
        await expect(neighbours.getByRole("link", { name: /Previous project/ })).toHaveAttribute(
          "href",
          previous.path,
        );
        await expect(neighbours.getByRole("link", { name: /Next project/ })).toHaveAttribute(
          "href",
          next.path,
        );
      },
    );
  }

  test(
    "an ongoing project shows its progress as a named progress bar",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(apartments.path);
      const hero = page.getByRole("region", { name: apartments.title });
      const bar = hero.getByRole("progressbar", { name: "Progress" });
      await expect(bar).toHaveAttribute("value", String(apartments.progress));
      await expect(page.getByRole("complementary", { name: "Project Facts" })).toContainText(
        `${apartments.progress}%`,
      );
    },
  );

  test(
    "a project names its client's testimonial when one is about it",
    { tag: "@desktop" },
    async ({ page }) => {
      const testimonial = readCollection<{ name: string; project?: string }>("testimonials").find(
        (entry) => `/projects/${entry.project}` === villa.path,
      )!;
      await page.goto(villa.path);
      const client = page.getByRole("region", { name: "What the Client Says" });
      await expect(client).toContainText(testimonial.name);
      await expect(client).toContainText(testimonial.body);
    },
  );

  test(
    "its pictures open in the image dialog and move through the set",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(villa.path);
      const pictures = page.getByRole("region", { name: "Pictures from the Project" });
      await pictures.getByRole("button").first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const count = 1 + (villa.gallery?.length ?? 0);
      if (count > 1) await expect(dialog).toContainText(`1 of ${count}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    },
  );

  test(
    "'Discuss a Similar Project' opens the contact form with the project named",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(villa.path);
      await page.getByRole("link", { name: "Discuss a Similar Project" }).click();
      await expect(page).toHaveURL(/\/contact\?project=courtyard-villa-jubilee-hills/);
      await expect(page.getByRole("textbox", { name: /message/i })).toHaveValue(
        "I would like to discuss a project like the Courtyard Villa in Jubilee Hills.",
      );
    },
  );

  test(
    "an ongoing project's card offers a site visit: the form asks for it, and the enquiry keeps the project",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/projects?tab=ongoing");
      const card = page.getByRole("article").filter({ hasText: apartments.title });
      await card.getByRole("link", { name: siteVisit.action }).click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?visit=${apartmentsSlug}`));
      await expect(page.getByLabel("Message")).toHaveValue(siteVisitMessage);

      const email = `site.visit.${Date.now()}@example.in`;
      await sendWithContact(page, email);
      await expect(page.getByRole("dialog")).toBeVisible();
      const stored = (await storedEnquiries(enquiryDatabaseURL)).filter(
        (row) => row.email === email,
      );
      expect(stored).toMatchObject([{ message: siteVisitMessage, project: apartmentsSlug }]);
    },
  );

  test(
    "only a site under way offers a visit; an enquiry about a finished one keeps its project too",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/projects");
      await expect(page.getByRole("link", { name: siteVisit.action })).toHaveCount(0);
      await page.goto(villa.path);
      await expect(page.getByRole("link", { name: siteVisit.action })).toHaveCount(0);
      await page.getByRole("link", { name: "Discuss a Similar Project" }).click();
      const email = `similar.${Date.now()}@example.in`;
      await sendWithContact(page, email);
      await expect(page.getByRole("dialog")).toBeVisible();
      const stored = (await storedEnquiries(enquiryDatabaseURL)).filter(
        (row) => row.email === email,
      );
      expect(stored).toMatchObject([{ project: "courtyard-villa-jubilee-hills" }]);
    },
  );

  test.describe("without JavaScript", { tag: "@desktop" }, () => {
    test.use({ javaScriptEnabled: false });
    test("an ongoing project's page asks for a site visit; a second try still keeps the project", async ({
      page,
    }, testInfo) => {
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo) });
      await page.goto(apartments.path);
      await page.getByRole("link", { name: siteVisit.action }).click();
      await expect(page.getByLabel("Message")).toHaveValue(siteVisitMessage);
      // "a@b" passes the browser's own check but not the form's: the server sends it back.
      await sendWithContact(page, "a@b");
      await expect(page.getByRole("alert")).toContainText("Please enter a valid email address");
      await expect(page.getByLabel("Message")).toHaveValue(siteVisitMessage);
      const email = `site.visit.nojs.${Date.now()}@example.in`;
      await sendWithContact(page, email);
      await expect(
        page.getByRole("status").filter({ hasText: "Message Sent Successfully!" }),
      ).toBeVisible();
      const stored = (await storedEnquiries(enquiryDatabaseURL)).filter(
        (row) => row.email === email,
      );
      expect(stored).toMatchObject([{ message: siteVisitMessage, project: apartmentsSlug }]);
    });

    test("the page and the prefilled enquiry work the same", async ({ page }) => {
      await page.goto(villa.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Courtyard Villa");
      await page.getByRole("link", { name: "Discuss a Similar Project" }).click();
      await expect(page.getByRole("textbox", { name: /message/i })).toHaveValue(
        "I would like to discuss a project like the Courtyard Villa in Jubilee Hills.",
      );
    });
  });

  test(
    "an unknown project is the site's 404, kept out of search results",
    { tag: "@desktop" },
    async ({ page }) => {
      const response = await page.goto("/projects/no-such-project");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    },
  );
});

test.describe("links to project pages", () => {
  test(
    "every card on /projects has a 'View Project' link; its picture still opens the dialog",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/projects");
      const tabs = ["Construction Projects", "Interior Projects", "Ongoing Projects"];
      for (const tab of tabs) {
        await page.getByRole("tab", { name: tab }).click();
        // The tab's own panel, once it shows: the cards of the one before are not counted.
        const panel = page.getByRole("tabpanel", { name: tab });
        await expect(panel).toBeVisible();
        await expect(page.getByRole("tabpanel")).toHaveCount(1);
        for (const card of await panel.getByRole("article").all()) {
          const title = (await card.getByRole("heading").textContent())!;
          const project = projects.find((each) => each.title === title)!;
          await expect(card.getByText(project.cardText)).toBeVisible();
          await expect(
            card.getByRole("link", { name: `View Project: ${project.title}` }),
          ).toHaveAttribute("href", project.path);
        }
      }
      await page.getByRole("tab", { name: tabs[0] }).click();
      await page.getByRole("tabpanel").getByRole("button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  );

  test("following one reaches the project's page", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("link", { name: `View Project: ${villa.title}` }).click();
    await expect(page).toHaveURL(villa.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(villa.title);
  });
});

test.describe("search and sharing", { tag: "@desktop" }, () => {
  test("each project page has its own meta tags and link-preview picture", async ({
    page,
    request,
  }) => {
    const titles = new Set<string>();
    for (const project of projects) {
      await page.goto(project.path);
      const head = page.locator("head");
      const title = await page.title();
      expect(title).toContain(project.title);
      titles.add(title);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        project.summary ?? /\S{20,}/,
      );
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${project.path}$`),
      );
      const image = await head.locator('meta[property="og:image"]').getAttribute("content");
      expect(image).toMatch(/\/og\/projects\/.+\.png$/);
      const picture = await request.get(new URL(image!).pathname);
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");
    }
    expect(titles.size).toBe(projects.length);
  });

  test("JSON-LD: a breadcrumb Home > Projects > title, and the work with its place", async ({
    page,
  }) => {
    await page.goto(villa.path);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const items = blocks.flat() as { "@type": string; [key: string]: unknown }[];
    const breadcrumb = items.find((item) => item["@type"] === "BreadcrumbList")!;
    expect((breadcrumb.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      "Home",
      "Projects",
      villa.title,
    ]);
    const work = items.find((item) => item["@type"] === "CreativeWork")!;
    expect(work.name).toBe(villa.title);
    expect(work.locationCreated).toEqual({ "@type": "Place", name: villa.location });
  });

  test("the sitemap lists every project page", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const project of projects) expect(sitemap).toContain(`${project.path}</loc>`);
  });
});

test.describe("WhatsApp click-to-chat", () => {
  const number = (settings.whatsapp ?? "").replace(/\D/g, "");

  // Every chat begins with words typed in for the visitor: the settings' greeting, or on a
  // project's page words naming the project.
  const siteChat = `https://wa.me/${number}?text=${encodeURIComponent(settings.whatsappGreeting ?? "")}`;

  test(
    "plain wa.me links on /contact, in the footer and on a project page",
    { tag: "@desktop" },
    async ({ page }) => {
      expect(number).not.toBe("");
      await page.goto("/contact");
      const office = page.getByRole("region", { name: "Visit Our Office" });
      await expect(office.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
        "href",
        siteChat,
      );
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
        "href",
        siteChat,
      );
      await page.goto(villa.path);
      const chat = page.getByRole("main").getByRole("link", { name: "Chat on WhatsApp" });
      const href = new URL((await chat.getAttribute("href"))!);
      expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${number}`);
      expect(href.searchParams.get("text")).toContain("Courtyard Villa in Jubilee Hills");
    },
  );
});

test.describe("the phones' call and WhatsApp bar", { tag: "@phone" }, () => {
  const bar = (page: import("@playwright/test").Page) =>
    page.getByRole("navigation", { name: "Call or chat" });

  test("sits at the bottom of every page with a call and a chat link", async ({ page }) => {
    for (const path of ["/", "/faq", villa.path]) {
      await page.goto(path);
      await expect(bar(page)).toBeVisible();
      await expect(bar(page).getByRole("link", { name: `Call ${settings.phone}` })).toBeVisible();
      await expect(bar(page).getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/\d+\?text=Hello%20/,
      );
      const box = (await bar(page).boundingBox())!;
      expect(box.y + box.height).toBe(page.viewportSize()!.height);
    }
  });

  test("is hidden while the menu is open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(bar(page)).toBeHidden();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(bar(page)).toBeVisible();
  });

  test("never covers the form's button or the notices", async ({ page }) => {
    await page.goto("/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    await send.focus();
    const top = (await bar(page).boundingBox())!.y;
    const button = (await send.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(top);

    await send.click(); // empty: the site's own check speaks, and a notice appears
    const notice = page.getByRole("alert").filter({ hasText: /name/i }).first();
    await expect(notice).toBeVisible();
    // The field the check focused has the keyboard up, which hides the bar; put it away.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(bar(page)).toBeVisible();
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual((await bar(page).boundingBox())!.y);
  });
});

test.describe("no call and WhatsApp bar on wide screens", { tag: "@desktop" }, () => {
  test("the bar is for phones only", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Call or chat" })).toBeHidden();
  });
});
