import type { FaqCategory } from "#tooling/content-schemas";

/** The FAQ tabs, in order: every category plus "all". */
export const faqTabs = [
  { id: "all", label: "All" },
  { id: "residential", label: "Residential" },
  { id: "commercial", label: "Commercial" },
  { id: "interior", label: "Interior" },
  { id: "renovation", label: "Renovation" },
  { id: "general", label: "General" },
] as const satisfies readonly { id: FaqCategory | "all"; label: string }[];

export type FaqTab = (typeof faqTabs)[number]["id"];

export type FaqFilters = { query: string; category: FaqTab };

export type SearchableFaq = { question: string; text: string; category: FaqCategory };

const isFaqTab = (value: string): value is FaqTab => faqTabs.some((tab) => tab.id === value);

/** Reads `?q=…&category=…`; anything unknown falls back to an empty search and "all". */
export function parseFaqFilters(params: URLSearchParams): FaqFilters {
  const category = params.get("category") ?? "all";
  return { query: params.get("q") ?? "", category: isFaqTab(category) ? category : "all" };
}

/** The query string for a set of filters, leaving out what is at its default. */
export function faqSearch({ query, category }: FaqFilters): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (category !== "all") params.set("category", category);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * Whether an FAQ shows: its question or answer text contains the search (ignoring case; an
 * empty search matches everything), and its category is the selected tab or the tab is "all".
 */
export function faqMatches(faq: SearchableFaq, { query, category }: FaqFilters): boolean {
  const needle = query.trim().toLowerCase();
  const inText =
    needle === "" ||
    faq.question.toLowerCase().includes(needle) ||
    faq.text.toLowerCase().includes(needle);
  return inText && (category === "all" || faq.category === category);
}
