import type { MetaDescriptor } from "@remix-run/react";
import type { SingletonData } from "#tooling/content-schemas";
import { pageMeta, type MetaMatch } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { container, section, sectionHeading } from "#app/styles/layout.css";
import { ButtonLink } from "./ButtonLink";
import * as styles from "./not-found.css";
import { PageHero } from "./PageHero";

type NotFoundCopy = SingletonData<"pages/not-found">;

const exploreLinks = [
  { label: "Services", to: routes.services },
  { label: "Projects", to: routes.projects },
  { label: "About", to: routes.about },
  { label: "FAQ", to: routes.faq },
];

/** The site's "Page Not Found" screen: an unknown address, or a project page that does not exist. */
export function NotFoundPage({ page }: { page: NotFoundCopy }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <section className={section} aria-labelledby="explore">
        <div className={container}>
          <h2 id="explore" className={sectionHeading}>
            {page.sections.explore.heading}
          </h2>
          <ul className={styles.links}>
            {exploreLinks.map((link) => (
              <li key={link.to}>
                <ButtonLink to={link.to} look="secondary">
                  {link.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** Its tags: kept out of search results. */
export function notFoundMeta(
  matches: MetaMatch[],
  page: NotFoundCopy | undefined,
  path: string,
): MetaDescriptor[] {
  return pageMeta(matches, {
    title: page?.title ?? "Page Not Found",
    description: page?.description ?? "",
    path,
    noindex: true,
    hero: page?.hero.image,
  });
}
