import { expect, test } from "./fixtures";
import { settings } from "./content";
import { expectShownBelowHeader, openWithScriptsHeld, publicPaths } from "./helpers";
import { footerQuickLinks, headerLinks } from "#app/navigation";

const headerBackground = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").evaluate((header) => getComputedStyle(header).backgroundColor);

test.describe("header", () => {
  test("is transparent at the top and turns white with a shadow after 10 px of scroll", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(banner.getByRole("link", { name: /Kadamba/ })).toHaveCSS(
      "color",
      "rgb(255, 255, 255)",
    );

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    expect(await headerBackground(page)).toBe("rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(banner).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(banner).not.toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is white from the start, so it stays readable over the page", async ({ page }) => {
      await page.goto("/contact");
      const banner = page.getByRole("banner");
      await expect(banner).toHaveCSS("background-color", "rgb(255, 255, 255)");
      await expect(banner.getByRole("link", { name: /Kadamba/ })).toHaveCSS(
        "color",
        "rgb(28, 35, 33)",
      );
    });

    test(
      "on phones the menu button leads to the footer's list of pages",
      { tag: "@phone" },
      async ({ page }) => {
        await page.goto("/about");
        await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
        await page.getByRole("banner").getByRole("link", { name: "Menu" }).click();
        await expect(page.getByRole("heading", { name: "Quick Links" })).toBeInViewport();
        await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
        await expect(page).toHaveURL(/\/faq$/);
      },
    );
  });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(
      `turns white on a scroll before the scripts wake up, and they still wake after it (reduced motion: ${reducedMotion})`,
      {
        tag: "@desktop",
      },
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion });
        const hydrate = await openWithScriptsHeld(page, "/faq");
        const banner = page.getByRole("banner");
        await expect(banner).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
        await page.mouse.wheel(0, 600);
        await expect(banner).toHaveCSS("background-color", "rgb(255, 255, 255)");
        await expect(banner.getByRole("link", { name: /Kadamba/ })).toHaveCSS(
          "color",
          "rgb(28, 35, 33)",
        );
        await hydrate();
        await expect(banner).toHaveCSS("background-color", "rgb(255, 255, 255)");
      },
    );
  }

  test("stays fixed at the top while the page scrolls", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 600));
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe("desktop menu", { tag: "@desktop" }, () => {
  test("lists every page and a Get in Touch button", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    for (const link of headerLinks) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.to,
      );
    }
    await expect(nav.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("marks the current page", async ({ page }) => {
    await page.goto("/services");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("mobile menu", { tag: "@phone" }, () => {
  test("opens from the three-bar toggle with every page and a full-width Get in Touch", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Main" });
    for (const link of headerLinks) {
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    }
    const cta = menu.getByRole("link", { name: "Get in Touch" });
    const menuBox = await menu.boundingBox();
    const ctaBox = await cta.boundingBox();
    expect(ctaBox!.width).toBeGreaterThan(menuBox!.width - 60);
    expect(menuBox!.height).toBeLessThanOrEqual(500);
  });

  test("marks the current page by more than its colour", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    const current = menu.getByRole("link", { name: "About", exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveCSS("text-decoration-line", "underline");
    await expect(menu.getByRole("link", { name: "Services", exact: true })).toHaveCSS(
      "text-decoration-line",
      "none",
    );
  });

  test("the menu button stays on screen at 320 px, the narrowest phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("banner").getByText(settings.companyName)).toBeVisible();
  });

  test("locks page scrolling while open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.move(180, 650);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("closes when the window widens to the desktop layout, and the page scrolls again", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.mouse.move(640, 600);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("closes on a backdrop click", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(187, 720);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("offers the phone number and WhatsApp as its last entries", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const entries = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(entries.nth(-3)).toHaveText("Get in Touch");
    await expect(entries.nth(-2)).toHaveText(`Call ${settings.phone}`);
    await expect(entries.nth(-2)).toHaveAttribute("href", /^tel:\+91\d+$/);
    await expect(entries.last()).toHaveAccessibleName("Chat on WhatsApp");
    await expect(entries.last()).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });

  test("while open, Tab and Shift+Tab stay in the menu and its toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Main" });
    const entries = await menu.getByRole("link").count();
    const inMenuOrToggle = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return (
          !!focused?.closest("#mobile-menu") ||
          focused?.getAttribute("aria-controls") === "mobile-menu"
        );
      });
    for (let step = 0; step < entries + 2; step += 1) {
      await page.keyboard.press("Tab");
      expect(await inMenuOrToggle()).toBe(true);
    }
    // Backwards from the toggle: the last entry, never the page behind.
    await page.getByRole("button", { name: "Close menu" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link").last()).toBeFocused();
    // The page behind is out of reach of assistive technology too.
    await expect(page.getByRole("main")).toHaveAttribute("inert", "");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("main")).not.toHaveAttribute("inert", "");
  });

  for (const [width, height, what] of [
    [640, 360, "landscape, or 200 % zoom"],
    [320, 180, "400 % zoom"],
  ] as const) {
    test(`at ${width}x${height} (${what}) every entry can be reached by scrolling the menu`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/services");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Main" });
      const box = await menu.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(height);
      for (const entry of await menu.getByRole("link").all()) {
        await entry.scrollIntoViewIfNeeded();
        // Whole, give or take a fraction of a pixel.
        await expect(entry).toBeInViewport({ ratio: 0.95 });
      }
      // Only the menu scrolled: the page behind stays locked where it was.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("closes when a link is chosen, and goes there", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Projects" })
      .click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("footer", () => {
  test("has the blurb, social links, quick links, services and contact details", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByText(/trusted partner in construction and interior design/i),
    ).toBeVisible();

    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" });
    for (const link of footerQuickLinks) {
      await expect(quickLinks.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.to,
      );
    }

    const services = footer.getByRole("navigation", { name: "Services" });
    for (const [name, href] of [
      ["Construction Services", "/services#construction-services"],
      ["Interior Design", "/services#interior-design"],
      ["Renovation", "/services#renovation"],
      ["Project Management", "/services#project-management"],
      ["Consultation", "/services#process"],
    ] as const) {
      await expect(services.getByRole("link", { name })).toHaveAttribute("href", href);
    }

    for (const network of ["Facebook", "Twitter", "Instagram", "LinkedIn"]) {
      await expect(footer.getByRole("link", { name: network })).toHaveCount(2);
    }

    await expect(footer.getByText(/Hyderabad, Telangana \d{6}/)).toBeVisible();
    await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute(
      "href",
      /^tel:\+91\d+$/,
    );
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByText("Follow Our Journey")).toBeVisible();
  });
});

test("a skip link leads keyboard users to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("a footer service link shows that service's section below the header", async ({ page }) => {
  await page.goto("/contact");
  await page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "Services" })
    .getByRole("link", { name: "Renovation" })
    .click();
  await expect(page).toHaveURL(/\/services#renovation$/);
  await expectShownBelowHeader(page.getByRole("heading", { level: 3, name: "Renovation" }));
});

test.describe("zoomed in to 200 and 400 %", { tag: "@desktop" }, () => {
  for (const [width, height, zoom] of [
    [640, 400, "200 %"],
    [320, 200, "400 %"],
  ] as const) {
    test(`at ${zoom} (${width}x${height}) the header and the call bar leave at least three quarters of the screen to read`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/services");
      await page.evaluate(() => window.scrollTo(0, 600));
      const covered = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => {
            const style = getComputedStyle(element);
            return (
              (style.position === "fixed" || style.position === "sticky") &&
              style.display !== "none"
            );
          })
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.bottom > 0 && box.top < window.innerHeight && box.width > 0)
          .reduce(
            (sum, box) => sum + Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0),
            0,
          ),
      );
      expect(covered).toBeLessThanOrEqual(height / 4);
      // The menu is still at the top of the page, and the call and chat links in it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Call / }),
      ).toBeAttached();
    });
  }
});

test.describe(
  "at 320 px with wider text spacing (WCAG 1.4.10, 1.4.12)",
  { tag: "@desktop" },
  () => {
    // The text-spacing bookmarklet's values: the largest a reader may set.
    const widerSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
    // A visitor's own style sheet is not the site's: the page's CSP need not allow it.
    test.use({ bypassCSP: true, viewport: { width: 320, height: 640 } });

    for (const path of [...publicPaths, "/projects/courtyard-villa-jubilee-hills"]) {
      test(`${path}: no text runs off the screen or breaks inside a word, and the page never scrolls sideways`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.addStyleTag({ content: widerSpacing });
        const offScreen = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const found: string[] = [];
          if (document.documentElement.scrollWidth > width) found.push("the page scrolls sideways");
          for (const element of document.querySelectorAll<HTMLElement>(
            "main *, header *, footer *",
          )) {
            const ownText = [...element.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
            );
            const box = element.getBoundingClientRect();
            // Hidden from everyone (a carousel's cards out of view): not on the screen to read.
            if (!ownText || box.width === 0 || element.closest("[aria-hidden='true']")) continue;
            if (box.left < -0.5 || box.right > width + 0.5) {
              found.push(
                `"${element.textContent!.trim().slice(0, 40)}" at ${Math.round(box.left)}-${Math.round(box.right)} px`,
              );
            }
            // A word on two lines (a break after a hyphen is a line break like any other).
            for (const node of element.childNodes) {
              if (node.nodeType !== Node.TEXT_NODE || element.closest("noscript, [hidden]"))
                continue;
              for (const word of node.textContent!.matchAll(/[^\s\u2010-]+/g)) {
                const range = document.createRange();
                range.setStart(node, word.index);
                range.setEnd(node, word.index + word[0].length);
                const lines = new Set(
                  [...range.getClientRects()]
                    .filter((rect) => rect.width > 0)
                    .map((rect) => Math.round(rect.top)),
                );
                if (lines.size > 1) found.push(`"${word[0]}" is broken across lines`);
              }
            }
          }
          return found;
        });
        expect(offScreen).toEqual([]);
      });
    }
  },
);

test.describe("web fonts arriving after the first paint", () => {
  // Where a font is late, the page is drawn with a system font scaled to take the web font's
  // room (app/styles/global.css.ts): here Linux's Liberation fonts, Arial's and Times's widths.
  const placesOfText = (page: import("@playwright/test").Page) =>
    page.locator("main").evaluate((main) =>
      [...main.querySelectorAll("h1, h2, h3, p")].map((element) => {
        const box = element.getBoundingClientRect();
        return { text: element.textContent?.trim().slice(0, 30), top: box.top, height: box.height };
      }),
    );

  // What a visitor sees while fonts arrive: the first screen (further down, the difference of a
  // line here and there adds up, but nothing there is on screen yet).
  for (const path of ["/", "/about"]) {
    test(`move the first screen's text on ${path} by less than a line`, async ({
      page,
      context,
    }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const withWebFonts = await placesOfText(page);

      const withoutWebFonts = await context.newPage();
      await withoutWebFonts.route(/\.woff2$/, (route) => route.abort());
      await withoutWebFonts.goto(path);
      await withoutWebFonts.evaluate(() => document.fonts.ready);
      const withFallbacks = await placesOfText(withoutWebFonts);

      const lineHeight = await page
        .locator("main p")
        .first()
        .evaluate((paragraph) => parseFloat(getComputedStyle(paragraph).lineHeight));
      expect(withFallbacks.map((place) => place.text)).toEqual(
        withWebFonts.map((place) => place.text),
      );
      const screenHeight = page.viewportSize()!.height;
      withWebFonts.forEach((place, index) => {
        if (place.top > screenHeight) return;
        const fallback = withFallbacks[index]!;
        expect(Math.abs(fallback.top - place.top), `${place.text}`).toBeLessThan(lineHeight * 1.2);
      });
      const heading = (places: typeof withWebFonts) => places[0]!.height;
      expect(Math.abs(heading(withFallbacks) - heading(withWebFonts))).toBeLessThan(4);
    });
  }
});
