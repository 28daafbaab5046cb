import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { ButtonLink } from "#app/components/ButtonLink";
import { CallToAction } from "#app/components/CallToAction";
import { ImageDialog, type ShownPicture } from "#app/components/ImageDialog";
import { LinkTabs } from "#app/components/LinkTabs";
import { PageHero } from "#app/components/PageHero";
import { PhotoGallery } from "#app/components/PhotoGallery";
import { Section } from "#app/components/Section";
import { ongoingProjects, pages, projectGallery } from "#app/content/collections.server";
import { construction, interiors, toCompletedCard, toOngoingCard } from "#app/lib/projects.server";
import { keepDataWithinPage } from "#app/lib/revalidation";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { actions, grid } from "#app/styles/layout.css";
import * as styles from "./projects.css";
import { OngoingCard, ProjectCard, type Completed } from "./ProjectCards";

export async function loader() {
  return {
    page: pages.projects,
    construction: construction.map(toCompletedCard),
    interior: interiors.map(toCompletedCard),
    ongoing: ongoingProjects.map(toOngoingCard),
    gallery: projectGallery,
  };
}

// A tab changes only the address (?tab=…); every card is already on the page.
export const shouldRevalidate = keepDataWithinPage;

export const meta: MetaFunction<typeof loader> = metaForPage(routes.projects);

export default function ProjectsPage() {
  const { page, construction, interior, ongoing, gallery } = useLoaderData<typeof loader>();
  const { sections } = page;
  const [enlarged, setEnlarged] = useState<ShownPicture | null>(null);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const completedCards = (list: Completed[]) =>
    list.map((project) => (
      <ProjectCard
        key={project.id}
        project={project}
        viewLabel={page.projectPage.viewLink}
        onOpen={setEnlarged}
      />
    ));
  // The three tabs, the spec's order: completed construction (the default), interiors, ongoing.
  const tabs = [
    {
      id: "completed-construction",
      label: sections.featured.tabs.construction,
      cards: completedCards(construction),
    },
    {
      id: "completed-interior",
      label: sections.featured.tabs.interior,
      cards: completedCards(interior),
    },
    {
      id: "ongoing",
      label: sections.featured.tabs.ongoing,
      cards: ongoing.map((project) => (
        <OngoingCard
          key={project.id}
          project={project}
          progressLabel={sections.featured.progressLabel}
          viewLabel={page.projectPage.viewLink}
          siteVisitLabel={page.projectPage.siteVisit.action}
          onOpen={setEnlarged}
        />
      )),
    },
  ] as const;
  // The tabs are links (?tab=…#featured), so without JavaScript each opens its panel, back at the
  // tabs. With it, a tab only changes the address: no fetch, no scroll.
  const selected = tabs.find((tab) => tab.id === searchParams.get("tab"))?.id ?? tabs[0].id;
  const tabHref = (id: string) =>
    `${routes.projects}${id === tabs[0].id ? "" : `?tab=${id}`}#featured`;
  const showTab = (href: string) =>
    navigate(href.replace(/#.*$/, ""), { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHero hero={page.hero} />

      <section aria-label="Our work in numbers" className={styles.statsBand}>
        <ul className={styles.stats}>
          {page.stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <Section id="featured" copy={sections.featured}>
        <LinkTabs
          navigate={showTab}
          label={sections.featured.heading}
          tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, href: tabHref(tab.id) }))}
          selected={selected}
          panel={<div className={grid.two}>{tabs.find((tab) => tab.id === selected)!.cards}</div>}
          classNames={{ list: styles.tabList, tab: styles.tab }}
        />
      </Section>

      <Section id="gallery" copy={sections.gallery} tone="white">
        <PhotoGallery items={gallery} onOpen={setEnlarged} />
        <div className={actions}>
          <ButtonLink to={sections.gallery.action.href}>{sections.gallery.action.label}</ButtonLink>
        </div>
      </Section>

      <CallToAction copy={sections.callToAction} />

      <ImageDialog shown={enlarged} onChange={setEnlarged} />
    </>
  );
}
