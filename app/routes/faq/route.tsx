import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { ButtonLink } from "#app/components/ButtonLink";
import { Glyph } from "#app/components/Glyph";
import { LinkTabs } from "#app/components/LinkTabs";
import { CallToAction } from "#app/components/CallToAction";
import { PageHero } from "#app/components/PageHero";
import { ProcessSteps } from "#app/components/ProcessSteps";
import { Section } from "#app/components/Section";
import { button } from "#app/components/button.css";
import { faqProcess, faqs, pages } from "#app/content/collections.server";
import { useTypedBeforeHydration } from "#app/lib/early-input";
import { faqMatches, faqSearch, faqTabs } from "#app/lib/faq";
import { keepDataWithinPage } from "#app/lib/revalidation";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { actions, visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./faq.css";
import { FaqAccordion } from "./FaqAccordion";
import { useFaqSearch } from "./useFaqSearch";

export async function loader() {
  return { page: pages.faq, faqs, steps: faqProcess };
}

// Searching only changes the URL; the questions themselves are already on the page.
export const shouldRevalidate = keepDataWithinPage;

export const meta: MetaFunction<typeof loader> = metaForPage(routes.faq);

export default function FaqPage() {
  const { page, faqs, steps } = useLoaderData<typeof loader>();
  const { sections } = page;
  const { filters, onSearch, onSubmit, resultsRef, navigateKeepingScroll } = useFaqSearch();
  const { query } = filters;
  const searchForm = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(searchForm, (name, value) => {
    if (name === "q") onSearch(value);
  });
  const visible = faqs.filter((faq) => faqMatches(faq, filters));
  const selectedTab = faqTabs.find((tab) => tab.id === filters.category)!;

  return (
    <>
      <PageHero hero={page.hero}>
        <Form
          ref={searchForm}
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

      <Section id="questions" copy={{ heading: sections.questions.heading }}>
        <LinkTabs
          navigate={navigateKeepingScroll}
          label="FAQ categories"
          tabs={faqTabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            href: `${routes.faq}${faqSearch({ ...filters, category: tab.id })}`,
          }))}
          selected={filters.category}
          classNames={{
            root: styles.tabs,
            list: styles.tabList,
            tab: styles.tab,
          }}
          beforePanel={
            // Outside the panel, so it stays in place and is announced when a tab changes.
            <p ref={resultsRef} role="status" className={styles.count}>
              {`${visible.length} ${visible.length === 1 ? "question" : "questions"}`}
              {selectedTab.id === "all" ? "" : ` in ${selectedTab.label}`}
              {query.trim() ? ` matching “${query.trim()}”` : ""}
            </p>
          }
          panel={
            visible.length > 0 ? (
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
            )
          }
        />
      </Section>

      <CallToAction copy={sections.stillHaveQuestions} />

      <Section id="process" copy={sections.process} tone="white">
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
