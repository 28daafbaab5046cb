import type { MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { RouterProvider } from "react-aria-components";
import { Button, Disclosure, DisclosurePanel } from "react-aria-components/Disclosure";
import { DisclosureGroup } from "react-aria-components/DisclosureGroup";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components/Tabs";
import { ButtonLink } from "#app/components/ButtonLink";
import { Glyph } from "#app/components/Glyph";
import { CallToAction } from "#app/components/CallToAction";
import { PageHero } from "#app/components/PageHero";
import { ProcessSteps } from "#app/components/ProcessSteps";
import { Section } from "#app/components/Section";
import { button } from "#app/components/button.css";
import { faqProcess, faqs, pages } from "#app/content/collections.server";
import { faqMatches, faqSearch, faqTabs, parseFaqFilters, type FaqFilters } from "#app/lib/faq";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { actions, proseFlow, visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./faq.css";

export async function loader() {
  const { title, description, hero, search, sections } = pages.faq;
  return {
    page: { title, description, hero, search, sections },
    faqs: faqs.map(({ id, question, category, html, text }) => ({
      id,
      question,
      category,
      html,
      text,
    })),
    steps: faqProcess.map(({ step, title, text }) => ({ step, title, text })),
  };
}

// Searching only changes the URL; the questions themselves are already on the page.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta: MetaFunction<typeof loader> = metaForPage(routes.faq);

type Faq = Awaited<ReturnType<typeof loader>>["faqs"][number];

function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <DisclosureGroup className={styles.accordion}>
      {faqs.map((faq) => (
        <Disclosure key={faq.id} id={faq.id} className={styles.item}>
          <h3 className={styles.question}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{faq.question}</span>
              <Glyph name="chevronDown" className={styles.chevron} />
            </Button>
          </h3>
          <DisclosurePanel className={styles.panel}>
            {/* Markdown from content/, rendered at build time: trusted HTML. */}
            <div className={proseFlow} dangerouslySetInnerHTML={{ __html: faq.html }} />
          </DisclosurePanel>
          {/* Without scripts nothing can open the panel above (hidden, and hidden from screen
              readers too): the answer is shown here instead. */}
          <noscript>
            <div
              className={`${styles.panel} ${styles.noScriptAnswer} ${proseFlow}`}
              dangerouslySetInnerHTML={{ __html: faq.html }}
            />
          </noscript>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

export default function FaqPage() {
  const { page, faqs, steps } = useLoaderData<typeof loader>();
  const { sections } = page;
  // The filters live in the URL (`?q=…&category=…`), so the server renders the same filtered
  // list for a shared link or a search sent without JavaScript.
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fromUrl = parseFaqFilters(searchParams);

  // The box shows what the visitor types at once; the URL follows, so results can be shared.
  const [query, setQuery] = useState(fromUrl.query);
  // Searches written to the URL that it has not shown yet: typing outruns navigation, and an
  // older one arriving late must not replace what the visitor has typed since.
  const pendingWrites = useRef<string[]>([]);
  // Keyed on every navigation, not on the query: a link to the same query as before (say
  // "View All FAQs" cancelling a search still on its way to the URL) must reset the box too.
  useEffect(() => {
    const written = pendingWrites.current.indexOf(fromUrl.query);
    if (written >= 0) {
      pendingWrites.current = pendingWrites.current.slice(written + 1);
      return;
    }
    // The URL changed by other means (back button, a tab, "View All FAQs"): show its search.
    pendingWrites.current = [];
    setQuery(fromUrl.query);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- location.key changes with each navigation
  }, [location.key]);

  const filters: FaqFilters = { query, category: fromUrl.category };
  const visible = faqs.filter((faq) => faqMatches(faq, filters));
  const selectedTab = faqTabs.find((tab) => tab.id === filters.category)!;

  const resultsRef = useRef<HTMLParagraphElement>(null);
  // With scripts the results follow the typing, so the button (or Enter, or a phone keyboard's
  // "Search") only closes the keyboard and brings the results into view, which on a phone sit
  // below the search box.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur();
    resultsRef.current?.scrollIntoView({ block: "start" });
  };

  const onSearch = (value: string) => {
    setQuery(value);
    pendingWrites.current.push(value);
    // The category as the address bar has it now: a tab's navigation may be committed to the
    // history while its render is still pending, and this render's category would undo it.
    const { category } = parseFaqFilters(new URLSearchParams(window.location.search));
    navigate(`${routes.faq}${faqSearch({ category, query: value })}`, {
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <>
      <PageHero hero={page.hero}>
        <Form
          method="get"
          action={routes.faq}
          role="search"
          className={styles.search}
          onSubmit={onSubmit}
        >
          <label htmlFor="faq-search" className={visuallyHidden}>
            {page.search.label}
          </label>
          <Glyph name="search" className={styles.searchIcon} />
          <input
            id="faq-search"
            type="search"
            name="q"
            value={query}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={page.search.placeholder}
            className={styles.searchInput}
            autoComplete="off"
          />
          {filters.category !== "all" && (
            <input type="hidden" name="category" value={filters.category} />
          )}
          <button type="submit" className={`${button.primary} ${styles.searchButton}`}>
            <Glyph name="chevronRight" className={styles.searchButtonIcon} />
            <span className={styles.searchButtonLabel}>{page.search.button}</span>
          </button>
        </Form>
      </PageHero>

      <Section id="questions" heading={sections.questions.heading}>
        <RouterProvider navigate={(href) => navigate(href, { preventScrollReset: true })}>
          <Tabs selectedKey={filters.category} className={styles.tabs}>
            <TabList aria-label="FAQ categories" className={styles.tabList}>
              {faqTabs.map((tab) => (
                <Tab
                  key={tab.id}
                  id={tab.id}
                  href={`${routes.faq}${faqSearch({ ...filters, category: tab.id })}`}
                  className={styles.tab}
                >
                  {tab.label}
                </Tab>
              ))}
            </TabList>
            {/* Outside the panels, so it stays in place and is announced when a tab changes. */}
            <p ref={resultsRef} role="status" className={styles.count}>
              {`${visible.length} ${visible.length === 1 ? "question" : "questions"}`}
              {selectedTab.id === "all" ? "" : ` in ${selectedTab.label}`}
              {query.trim() ? ` matching “${query.trim()}”` : ""}
            </p>
            {faqTabs.map((tab) => (
              <TabPanel key={tab.id} id={tab.id} className={styles.tabPanel}>
                {visible.length > 0 ? (
                  // A new set of results mounts afresh, so its items fade in again.
                  <div key={visible.map((faq) => faq.id).join()}>
                    <FaqAccordion faqs={visible} />
                  </div>
                ) : (
                  <div className={styles.empty}>
                    <h3 className={styles.emptyHeading}>{sections.noResults.heading}</h3>
                    <p>{sections.noResults.intro}</p>
                    <Link to={routes.faq} preventScrollReset className={button.secondary}>
                      {sections.noResults.actionLabel}
                    </Link>
                  </div>
                )}
              </TabPanel>
            ))}
          </Tabs>
        </RouterProvider>
      </Section>

      <CallToAction
        heading={sections.stillHaveQuestions.heading}
        intro={sections.stillHaveQuestions.intro}
        actions={sections.stillHaveQuestions.actions}
      />

      <Section
        id="process"
        heading={sections.process.heading}
        intro={sections.process.intro}
        tone="white"
      >
        <ProcessSteps steps={steps} />
        <div className={actions}>
          <ButtonLink to={sections.process.action.href} look="secondary">
            {sections.process.action.label}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
