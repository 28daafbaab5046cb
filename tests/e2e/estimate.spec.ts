import type { Estimator } from "#tooling/content-schemas";
import {
  computeEstimate,
  describeEstimate,
  estimateMessages,
  formatRupees,
  readEstimateRequest,
} from "#app/lib/estimate";
import { enquiryDatabaseURL } from "../../playwright.config";
import { readEntry } from "./content";
import { expect, test } from "./fixtures";
import { quickLinks, storedEnquiries } from "./helpers";

const model = readEntry<Estimator>("estimator");
const page = readEntry<{ result: { enquiry: string; quote: string } }>("pages/estimate");

/** What the page should show for an address's query: figures from the content's rates. */
function expected(query: string) {
  const input = readEstimateRequest(new URLSearchParams(query), model).input!;
  const result = computeEstimate(model, input);
  return {
    range: `${formatRupees(result.low)} – ${formatRupees(result.high)}`,
    months: `About ${result.months} months`,
    message: page.result.enquiry.replace("{estimate}", describeEstimate(model, input, result)),
  };
}

const figures = ["NaN", "Infinity", "undefined"];

test.describe("cost estimator", () => {
  test(
    "is offered on the home page beside the services and at its close, and on /services, /projects and /contact",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      const estimateLinks = browser.getByRole("main").getByRole("link", {
        name: "Estimate Your Project's Cost",
      });
      await browser.goto("/");
      await expect(
        browser.locator("#services").getByRole("link", { name: "Estimate Your Project's Cost" }),
      ).toHaveAttribute("href", "/estimate");
      await expect(
        browser.locator("#next-step").getByRole("link", { name: "Estimate Your Project's Cost" }),
      ).toHaveAttribute("href", "/estimate");
      for (const from of ["/services", "/projects", "/contact"]) {
        await browser.goto(from);
        await expect(estimateLinks.first()).toHaveAttribute("href", "/estimate");
      }
    },
  );

  test(
    "follows the spec's items in the footer's quick links",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/about");
      const links = quickLinks(browser);
      // The spec's seven, MD Portfolio last of them; then the pages added since.
      await expect(links.nth(6)).toHaveText("MD Portfolio");
      await expect(links.nth(7)).toHaveText("Cost Estimator");
      await links.nth(7).click();
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText("Estimate Your Project");
    },
  );

  test("is the last page of the phone menu", { tag: "@phone" }, async ({ page: browser }) => {
    await browser.goto("/faq");
    await browser.getByRole("button", { name: "Open menu" }).click();
    const pages = browser
      .getByRole("navigation", { name: "Main" })
      .getByRole("list")
      .first()
      .getByRole("listitem");
    await expect(pages.nth(-2)).toHaveText("Contact");
    await pages.last().getByRole("link", { name: "Cost Estimator" }).click();
    await expect(browser).toHaveURL(/\/estimate$/);
  });

  test("leaves the desktop menu as it is", { tag: "@desktop" }, async ({ page: browser }) => {
    await browser.goto("/");
    const menu = browser.getByRole("banner").getByRole("navigation");
    await expect(menu.getByRole("link")).toHaveText([
      "Home",
      "About",
      "Services",
      "Projects",
      "FAQ",
      "Contact",
      "Get in Touch",
    ]);
  });

  test(
    "choosing the work, size and finish shows the range, the timeline and the breakdown, and puts them in the address",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/estimate");
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText("Estimate Your Project");
      await expect(
        browser.getByText("Choose the type of work, the size and a finish"),
      ).toBeVisible();

      await browser.getByRole("radio", { name: /New Construction/ }).check();
      await browser.getByLabel("Built-up area, all floors (sq ft)").fill("2400");
      await browser.getByLabel("Number of floors").fill("2");
      await browser.getByRole("radio", { name: /Premium/ }).check();
      await browser.getByRole("checkbox", { name: /Rooftop solar/ }).check();
      const query = "type=construction&area=2400&finish=premium&floors=2&extra=solar";
      const { range, months } = expected(query);
      const result = browser.getByRole("complementary", { name: "Your Estimate" });
      await expect(result).toContainText(range);
      await expect(result).toContainText(months);
      await expect(result.getByRole("listitem")).toHaveCount(
        model.types.construction.shares.length + 1,
      );
      await expect(result.getByRole("listitem").last()).toContainText("Rooftop solar, 5 kW");
      await expect(browser).toHaveURL(/\/estimate\?/);
      const url = new URL(browser.url());
      expect(readEstimateRequest(url.searchParams, model).input).toEqual(
        readEstimateRequest(new URLSearchParams(query), model).input,
      );

      // The address alone gives the same result: it can be shared.
      await browser.goto(`/estimate?${query}`);
      await expect(result).toContainText(range);
      await expect(browser.getByRole("radio", { name: /New Construction/ })).toBeChecked();
      await expect(browser.getByLabel("Number of floors")).toHaveValue("2");
    },
  );

  test(
    "tells search engines it is a free tool for Hyderabad",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/estimate");
      const scripts = await browser.locator('script[type="application/ld+json"]').allTextContents();
      const data = scripts
        .map(
          (text) =>
            JSON.parse(text) as { "@type": string; areaServed: { name: string }; url: string },
        )
        .find((each) => each["@type"] === "WebApplication")!;
      expect(data["@type"]).toBe("WebApplication");
      expect(data.areaServed.name).toBe("Hyderabad");
      expect(new URL(data.url).pathname).toBe("/estimate");
    },
  );

  test(
    "the result is announced politely when it changes",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/estimate?type=interior&bhk=2&finish=standard");
      const live = browser.locator("[aria-live='polite']");
      await expect(live).toContainText(expected("type=interior&bhk=2&finish=standard").range);
      await browser.getByRole("radio", { name: /Luxury/ }).check();
      await expect(live).toContainText(expected("type=interior&bhk=2&finish=luxury").range);
    },
  );

  test(
    "an interior is sized by BHK or by carpet area, and only its own extras are offered",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/estimate");
      await browser.getByRole("radio", { name: /Interior Design/ }).check();
      await expect(browser.getByLabel("Number of floors")).toHaveCount(0);
      await expect(browser.getByRole("checkbox", { name: /Home lift/ })).toHaveCount(0);
      await browser.getByRole("radio", { name: /3 BHK/ }).check();
      await browser.getByRole("radio", { name: /Premium/ }).check();
      await browser.getByRole("checkbox", { name: /Modular kitchen/ }).check();
      const query = "type=interior&bhk=3&finish=premium&extra=modular-kitchen";
      await expect(browser.getByRole("complementary", { name: "Your Estimate" })).toContainText(
        expected(query).range,
      );
    },
  );

  test(
    "'Get a Detailed Quote' opens the contact form with the estimate written in, and the enquiry keeps it",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      const query = "type=interior&bhk=3&finish=premium&extra=modular-kitchen";
      await browser.goto(`/estimate?${query}`);
      await browser.getByRole("link", { name: page.result.quote }).click();
      await expect(browser).toHaveURL(/\/contact\?estimate=/);
      const message = browser.getByLabel("Message");
      await expect(message).toHaveValue(expected(query).message);

      const email = `estimate.${Date.now()}@example.in`;
      await browser.getByLabel("Name").fill("Lakshmi Rao");
      await browser.getByLabel("Email").fill(email);
      await browser.getByRole("button", { name: "Send Message" }).click();
      await expect(browser.getByRole("dialog")).toBeVisible();
      const [stored] = (await storedEnquiries(enquiryDatabaseURL)).filter(
        (row) => row.email === email,
      );
      expect(stored).toMatchObject({ message: expected(query).message, estimate: query });
    },
  );

  test(
    "text in the address is never markup in the message",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto(
        `/contact?estimate=${encodeURIComponent("type=<script>alert(1)</script>&area=1000&finish=premium")}`,
      );
      await expect(browser.getByLabel("Message")).toHaveValue("");
      await expect(browser.locator("script:text('alert(1)')")).toHaveCount(0);

      // A valid estimate with anything else in its query: only the estimate's own words come back.
      const query = "type=interior&bhk=3&finish=premium";
      await browser.goto(
        `/contact?estimate=${encodeURIComponent(`${query}&note=<img src=x onerror=alert(1)>`)}`,
      );
      await expect(browser.getByLabel("Message")).toHaveValue(expected(query).message);
      await expect(browser.locator("img[src='x']")).toHaveCount(0);
    },
  );

  // The messages are the same at every width: checked once.
  test.describe("bad input", { tag: "@desktop" }, () => {
    for (const [query, label, message] of [
      ["type=construction&area=abc&finish=premium", "Built-up area", estimateMessages.area],
      ["type=construction&area=60000&finish=premium", "Built-up area", estimateMessages.area],
      [
        "type=construction&area=1200&finish=premium&floors=11",
        "Number of floors",
        estimateMessages.floors,
      ],
      [
        "type=construction&area=1200&area=1300&finish=premium",
        "Built-up area",
        estimateMessages.repeated,
      ],
    ] as const) {
      test(`${query}: says what is wrong beside the field, never an error page`, async ({
        page: browser,
      }) => {
        const response = await browser.goto(`/estimate?${query}`);
        expect(response?.status()).toBe(200);
        const field = browser.getByLabel(label, { exact: false });
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(message);
        for (const figure of figures)
          await expect(browser.locator("main")).not.toContainText(figure);
      });
    }

    test("an unknown type or finish is named beside its choices", async ({ page: browser }) => {
      await browser.goto("/estimate?type=villa&area=1200&finish=gold");
      await expect(
        browser.getByRole("group", { name: "Type of work" }),
      ).toHaveAccessibleDescription(estimateMessages.type);
      await expect(
        browser.getByRole("group", { name: "Finish level" }),
      ).toHaveAccessibleDescription(estimateMessages.finish);
    });
  });
});

test.describe("cost estimator, where the visitor is looking", () => {
  // At 1440x900 the result sits in view beside the form's button; at 1280x800 it is above it.
  for (const viewport of [undefined, { width: 1440, height: 900 }]) {
    const where = viewport ? ` (${viewport.width}x${viewport.height})` : "";
    test(
      `after 'Estimate' the page stays where it is and focus moves to the result${where}`,
      {
        tag: viewport ? ["@desktop"] : [],
      },
      async ({ page: browser }) => {
        if (viewport) await browser.setViewportSize(viewport);
        await browser.goto("/estimate");
        await browser.getByRole("radio", { name: /New Construction/ }).check();
        await browser.getByLabel("Built-up area, all floors (sq ft)").fill("2400");
        await browser.getByRole("radio", { name: /Premium/ }).check();
        const result = browser.getByRole("complementary", { name: "Your Estimate" });
        const range = expected("type=construction&area=2400&finish=premium&floors=1").range;
        // Each choice asks at once: the result settles before the button is pressed.
        await expect(result).toContainText(range);
        const button = browser.getByRole("button", { name: "Estimate" });
        await button.scrollIntoViewIfNeeded();
        const heading = browser.getByRole("heading", { name: "Your Estimate" });
        // In view: below the fixed header and above the screen's bottom edge.
        const inView = () =>
          heading.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const header = document.querySelector("header")!.getBoundingClientRect().bottom;
            return box.top >= header && box.bottom <= window.innerHeight;
          });
        const headingInView = await inView();
        if (viewport) expect(headingInView, "the result in view before the press").toBe(true);
        const scrolledBefore = await browser.evaluate(() => window.scrollY);
        await button.click();
        await expect(heading).toBeFocused();
        await expect(result).toContainText(range);
        expect(await inView()).toBe(true);
        // Where the result was already in view (beside the form on wide screens), nothing moves.
        if (headingInView) {
          expect(await browser.evaluate(() => window.scrollY)).toBe(scrolledBefore);
        }
      },
    );
  }

  test(
    "an error shows once its field is left or 'Estimate' is pressed, never before, and is read out",
    { tag: "@desktop" },
    async ({ page: browser }) => {
      await browser.goto("/estimate");
      await browser.getByRole("radio", { name: /New Construction/ }).check();
      // The server now knows the size and finish are missing; the visitor has not reached them.
      const area = browser.getByLabel("Built-up area, all floors (sq ft)");
      await expect(area).not.toHaveAttribute("aria-invalid", "true");
      await expect(browser.getByText(estimateMessages.finish)).toHaveCount(0);
      await expect(browser.getByText(estimateMessages.areaMissing)).toHaveCount(0);

      await area.fill("abc");
      await area.press("Tab");
      await expect(area).toHaveAccessibleDescription(estimateMessages.area);
      await expect(browser.getByRole("status")).toHaveText(estimateMessages.area);
      await expect(browser.getByText(estimateMessages.finish)).toHaveCount(0);

      await browser.getByRole("button", { name: "Estimate" }).click();
      await expect(area).toBeFocused();
      await expect(
        browser.getByRole("group", { name: "Finish level" }),
      ).toHaveAccessibleDescription(estimateMessages.finish);
    },
  );
});

test.describe("cost estimator from the keyboard", { tag: "@desktop" }, () => {
  test("a size left empty, unchanged, is named once it is left", async ({ page: browser }) => {
    await browser.goto("/estimate");
    await browser.getByRole("radio", { name: /New Construction/ }).check();
    const area = browser.getByLabel("Built-up area, all floors (sq ft)");
    await area.focus();
    await area.press("Tab");
    await expect(area).toHaveAccessibleDescription(estimateMessages.areaMissing);
    await expect(browser.getByRole("status")).toHaveText(estimateMessages.areaMissing);
  });

  test("an error put right is no longer read out", async ({ page: browser }) => {
    await browser.goto("/estimate");
    await browser.getByRole("radio", { name: /New Construction/ }).check();
    const area = browser.getByLabel("Built-up area, all floors (sq ft)");
    await area.fill("abc");
    await area.press("Tab");
    await expect(browser.getByRole("status")).toHaveText(estimateMessages.area);
    await area.fill("1800");
    await area.press("Tab");
    await expect(area).not.toHaveAttribute("aria-invalid", "true");
    await expect(browser.getByRole("status")).not.toHaveText(estimateMessages.area);
  });

  test("choosing a finish with the arrow keys never shows the finish's error", async ({
    page: browser,
  }) => {
    await browser.goto("/estimate");
    await browser.getByRole("radio", { name: /New Construction/ }).check();
    const area = browser.getByLabel("Built-up area, all floors (sq ft)");
    await area.fill("2400");
    await area.press("Tab");
    await expect(browser).toHaveURL(/area=2400/);
    // From here the server's answers wait, as on a slow connection, so the floors' question is
    // still on its way when the finish is chosen: its answer, for a form with no finish yet, must
    // not bring the finish's error on screen, not even for a moment.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await browser.route(/\/estimate\.data/, async (route) => {
      await answered;
      await route.continue();
    });
    const floors = browser.getByLabel("Number of floors");
    await floors.fill("2");
    const floorsAsked = browser.waitForRequest(/\/estimate\.data\?.*floors=2/);
    await floors.press("Tab");
    await floorsAsked;
    await browser.evaluate((message) => {
      const seen = () => document.body.innerText.includes(message);
      new MutationObserver(() => {
        if (seen()) document.body.dataset.finishErrorSeen = "yes";
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, estimateMessages.finish);
    const finishes = browser.getByRole("group", { name: "Finish level" });
    await finishes.getByRole("radio").first().focus();
    await browser.keyboard.press("ArrowRight");
    await expect(finishes.getByRole("radio", { name: /Premium/ })).toBeChecked();
    answer();
    await expect(browser.getByRole("complementary", { name: "Your Estimate" })).toContainText(
      expected("type=construction&area=2400&floors=2&finish=premium").range,
    );
    await expect(browser.getByText(estimateMessages.finish)).toHaveCount(0);
    expect(await browser.evaluate(() => document.body.dataset.finishErrorSeen)).toBeUndefined();
  });
});

test.describe("cost estimator on a 375 px phone", { tag: "@phone" }, () => {
  /** Whether `from` and the next `to` in an element's text are laid out on the same line. */
  const onOneLine = (element: Element, [from, to]: readonly [string, string]) => {
    const characters: { node: Text; offset: number; character: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
      node.data
        .split("")
        .forEach((character, offset) => characters.push({ node, offset, character }));
    const text = characters.map((each) => each.character).join("");
    const start = text.indexOf(from);
    const end = text.indexOf(to, start + from.length);
    if (start < 0 || end < 0) throw new Error(`"${from}" then "${to}" not found in "${text}"`);
    const top = (index: number) => {
      const { node, offset } = characters[index]!;
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().top;
    };
    return top(start) === top(end);
  };

  test("no unit, range or checkbox breaks badly", async ({ page: browser }) => {
    await browser.goto(
      "/estimate?type=construction&area=2400&finish=luxury&floors=3&extra=lift&extra=solar",
    );
    const range = browser.getByText(/₹.*–.₹/);
    await expect(range).toBeVisible();
    // The range may break before its dash, never after it.
    expect(await range.evaluate(onOneLine, ["–", "₹"] as const)).toBe(true);
    for (const [label, from, to] of [["Built-up area, all floors (sq ft)", "sq", "ft"]] as const) {
      const text = browser.locator("label", { hasText: label });
      expect(await text.evaluate(onOneLine, [from, to] as const)).toBe(true);
    }
    for (const card of await browser.locator("label:has(input[type=checkbox])").all()) {
      const tick = await card.locator("[aria-hidden=true]").boundingBox();
      const name = await card.locator("span:not([aria-hidden])").first().boundingBox();
      expect(name!.x - (tick!.x + tick!.width)).toBeGreaterThanOrEqual(8);
    }
  });
});

test.describe("cost estimator without JavaScript", { tag: "@desktop" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the form is answered by the server with the same result", async ({ page: browser }) => {
    await browser.goto("/estimate");
    await browser.getByRole("radio", { name: /Renovation/ }).check();
    await browser.getByLabel("Built-up area, all floors (sq ft)").fill("1,200");
    await browser.getByRole("radio", { name: /Standard/ }).check();
    await browser.getByRole("button", { name: "Estimate" }).click();
    await expect(browser).toHaveURL(/type=renovation.*#your-estimate$/);
    const result = browser.getByRole("complementary", { name: "Your Estimate" });
    await expect(result).toContainText(expected("type=renovation&area=1200&finish=standard").range);
    await expect(result).toBeInViewport();
  });

  test("the server's answer opens at the result, which lists each answer to correct", async ({
    page: browser,
  }) => {
    await browser.goto("/estimate");
    await browser.getByRole("radio", { name: /New Construction/ }).check();
    await browser.getByLabel("Built-up area, all floors (sq ft)").fill("lots");
    await browser.getByRole("button", { name: "Estimate" }).click();
    const result = browser.getByRole("complementary", { name: "Your Estimate" });
    await expect(result).toBeInViewport();
    await expect(result.getByRole("link", { name: estimateMessages.area })).toHaveAttribute(
      "href",
      "#area",
    );
    await result.getByRole("link", { name: estimateMessages.finish }).click();
    await expect(browser.getByRole("group", { name: "Finish level" })).toBeInViewport();
  });
});
