import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "#app/components/ButtonLink";
import { PageHero } from "#app/components/PageHero";
import { pages } from "#app/content/collections.server";
import { pageMeta } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { container, section, sectionHeading } from "#app/styles/layout.css";
import * as styles from "./not-found.css";

export async function loader() {
  return data(pages.notFound, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta(matches, {
    title: data?.title ?? "Page Not Found",
    description: data?.description ?? "",
    path: location.pathname,
    noindex: true,
  });

const exploreLinks = [
  { label: "Services", to: routes.services },
  { label: "Projects", to: routes.projects },
  { label: "About", to: routes.about },
  { label: "FAQ", to: routes.faq },
];

export default function NotFound() {
  const page = useLoaderData<typeof loader>();
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
