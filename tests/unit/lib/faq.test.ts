import { describe, expect, it } from "vitest";
import { faqMatches, faqSearch, parseFaqFilters, type SearchableFaq } from "#app/lib/faq";

const warranty: SearchableFaq = {
  question: "What warranty do you provide?",
  text: "A 1 year builder's warranty and inspections at 6 and 11 months.",
  category: "general",
};
const timelines: SearchableFaq = {
  question: "How long does a project take?",
  text: "Small renovations take 4-12 weeks.",
  category: "residential",
};

describe("faqMatches", () => {
  it("matches everything when the search is empty and the tab is all", () => {
    expect(faqMatches(warranty, { query: "", category: "all" })).toBe(true);
    expect(faqMatches(timelines, { query: "   ", category: "all" })).toBe(true);
  });

  it("matches the question, ignoring case", () => {
    expect(faqMatches(warranty, { query: "WARRANTY", category: "all" })).toBe(true);
  });

  it("matches text found only in the answer", () => {
    expect(faqMatches(warranty, { query: "11 months", category: "all" })).toBe(true);
    expect(faqMatches(timelines, { query: "11 months", category: "all" })).toBe(false);
  });

  it("keeps only the selected category unless the tab is all", () => {
    expect(faqMatches(warranty, { query: "", category: "general" })).toBe(true);
    expect(faqMatches(warranty, { query: "", category: "residential" })).toBe(false);
  });

  it("needs both the search and the category to match", () => {
    expect(faqMatches(timelines, { query: "weeks", category: "residential" })).toBe(true);
    expect(faqMatches(timelines, { query: "weeks", category: "general" })).toBe(false);
  });
});

describe("parseFaqFilters and faqSearch", () => {
  it("reads the search and category from the URL", () => {
    expect(parseFaqFilters(new URLSearchParams("q=warranty&category=general"))).toEqual({
      query: "warranty",
      category: "general",
    });
  });

  it("falls back to an empty search and all for unknown values", () => {
    expect(parseFaqFilters(new URLSearchParams("category=nonsense"))).toEqual({
      query: "",
      category: "all",
    });
  });

  it("writes only what differs from the defaults", () => {
    expect(faqSearch({ query: "", category: "all" })).toBe("");
    expect(faqSearch({ query: "tiles & grout", category: "interior" })).toBe(
      "?q=tiles+%26+grout&category=interior",
    );
  });
});
