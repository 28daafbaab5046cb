import { describe, expect, it } from "vitest";
import {
  firstSentence,
  formatLocation,
  htmlToText,
  keepUnitsTogether,
  truncate,
} from "#app/lib/text";

describe("truncate", () => {
  it("keeps text of 120 characters or fewer as it is", () => {
    const text = "a".repeat(120);
    expect(truncate(text, 120)).toBe(text);
  });

  it("cuts longer text to 120 characters and adds an ellipsis", () => {
    const cut = truncate("b".repeat(121), 120);
    expect(cut).toBe(`${"b".repeat(120)}…`);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(truncate(`${"c".repeat(119)} and more`, 120)).toBe(`${"c".repeat(119)}…`);
  });
});

describe("formatLocation", () => {
  it("shows the first comma-separated part followed by the city", () => {
    expect(formatLocation("Kondapur, Serilingampally Mandal")).toBe("Kondapur, Hyderabad");
  });

  it("adds the city to a single-part location", () => {
    expect(formatLocation("Banjara Hills")).toBe("Banjara Hills, Hyderabad");
  });
});

describe("htmlToText", () => {
  it("drops tags, decodes entities and separates blocks", () => {
    expect(
      htmlToText("<p>Tiles &amp; grout</p><ul><li>10&#x27;s</li><li>&quot;x&quot;</li></ul>"),
    ).toBe('Tiles & grout 10\'s "x"');
  });
});

describe("firstSentence", () => {
  it("ends at the first full stop followed by a space", () => {
    expect(firstSentence("A home around a courtyard. Deep overhangs shade it.")).toBe(
      "A home around a courtyard.",
    );
  });

  it("keeps decimals and a text with no full stop whole", () => {
    expect(firstSentence("A 2.5 m overhang shades it. More.")).toBe("A 2.5 m overhang shades it.");
    expect(firstSentence("  No stop here ")).toBe("No stop here");
  });
});

describe("keepUnitsTogether", () => {
  it("joins a figure to its unit, and 'sq ft' to itself, with no-break spaces", () => {
    expect(keepUnitsTogether("Built-up area (sq ft)")).toBe("Built-up area (sq\u00a0ft)");
    expect(keepUnitsTogether("about 1,200 sq ft")).toBe("about 1,200\u00a0sq\u00a0ft");
    expect(keepUnitsTogether("₹3.5 lakh, ₹1.2 crore, 5 kW, 3 BHK")).toBe(
      "₹3.5\u00a0lakh, ₹1.2\u00a0crore, 5\u00a0kW, 3\u00a0BHK",
    );
  });

  it("leaves other spaces alone", () => {
    expect(keepUnitsTogether("Home size and 2 floors")).toBe("Home size and 2 floors");
  });
});
