import { describe, expect, it } from "vitest";
import {
  addressLines,
  formatClockTime,
  formatOpeningTimes,
  siteWhatsappChat,
  telHref,
  whatsappHref,
} from "#app/lib/contact-details";

describe("contact details", () => {
  it("turns a written phone number into a tel: link", () => {
    expect(telHref("+91 40 4012 3456")).toBe("tel:+914040123456");
  });

  it("writes 24-hour times the way visitors read them", () => {
    expect(formatClockTime("09:00")).toBe("9:00 AM");
    expect(formatClockTime("12:30")).toBe("12:30 PM");
    expect(formatClockTime("18:00")).toBe("6:00 PM");
    expect(formatClockTime("00:15")).toBe("12:15 AM");
  });

  it("shows opening times or Closed", () => {
    expect(
      formatOpeningTimes({
        label: "Saturday",
        days: ["Saturday"],
        opens: "10:00",
        closes: "16:00",
      }),
    ).toBe("10:00 AM-4:00 PM");
    expect(formatOpeningTimes({ label: "Sunday", days: ["Sunday"] })).toBe("Closed");
  });

  it("writes the address on two lines", () => {
    expect(
      addressLines({
        street: "Plot 1",
        locality: "Jubilee Hills",
        city: "Hyderabad",
        state: "Telangana",
        postalCode: "500033",
        country: "India",
      }),
    ).toEqual(["Plot 1, Jubilee Hills", "Hyderabad, Telangana 500033"]);
  });
});

describe("whatsappHref", () => {
  it("is wa.me with the number's digits, and the text encoded when given", () => {
    expect(whatsappHref("+919848012345")).toBe("https://wa.me/919848012345");
    expect(whatsappHref("+919848012345", "The Courtyard Villa & more?")).toBe(
      "https://wa.me/919848012345?text=The%20Courtyard%20Villa%20%26%20more%3F",
    );
  });
});

describe("siteWhatsappChat", () => {
  it("begins the site's chat with the settings' greeting, and is absent without a number", () => {
    expect(
      siteWhatsappChat({ whatsapp: "+919848012345", whatsappGreeting: "Hello, a question" }),
    ).toBe("https://wa.me/919848012345?text=Hello%2C%20a%20question");
    expect(siteWhatsappChat({ whatsappGreeting: "Hello" })).toBeUndefined();
  });
});
