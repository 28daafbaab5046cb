import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components/Tabs";
import { ButtonLink } from "#app/components/ButtonLink";
import { CallToAction } from "#app/components/CallToAction";
import {
  alone,
  EnlargeableImage,
  ImageDialog,
  type ShownPicture,
} from "#app/components/ImageDialog";
import { PageHero } from "#app/components/PageHero";
import { PhotoGallery } from "#app/components/PhotoGallery";
import { Section } from "#app/components/Section";
import { card, cardMedia, cardText, cardTitle } from "#app/components/card.css";
import { ongoingProjects, pages, projectGallery, projects } from "#app/content/collections.server";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { actions, grid } from "#app/styles/layout.css";
import * as styles from "./projects.css";

export async function loader() {
  const { title, description, hero, stats, sections } = pages.projects;
  const completed = projects.map(({ id, kind, title, location, year, category, image, text }) => ({
    id,
    kind,
    title,
    location,
    year,
    category,
    image,
    description: text,
  }));
  return {
    page: { title, description, hero, stats, sections },
    construction: completed.filter((project) => project.kind === "construction"),
    interior: completed.filter((project) => project.kind === "interior"),
    ongoing: ongoingProjects.map(({ id, title, location, type, progress, image, text }) => ({
      id,
      title,
      location,
      type,
      progress,
      image,
      description: text,
    })),
    gallery: projectGallery.map(({ id, title, image }) => ({ id, title, image })),
  };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.projects);

type Completed = Awaited<ReturnType<typeof loader>>["construction"][number];
type Ongoing = Awaited<ReturnType<typeof loader>>["ongoing"][number];
type OpenImage = (shown: ShownPicture) => void;

function ProjectCard({ project, onOpen }: { project: Completed; onOpen: OpenImage }) {
  return (
    <article className={card}>
      <div className={cardMedia}>
        <EnlargeableImage
          image={project.image}
          onOpen={() => onOpen(alone({ image: project.image, title: project.title }))}
        />
      </div>
      <p className={styles.meta}>
        <span className={styles.badge}>{project.category}</span>
        <span>{project.year}</span>
      </p>
      <h3 className={cardTitle}>{project.title}</h3>
      <p className={styles.location}>{project.location}</p>
      <p className={cardText}>{project.description}</p>
    </article>
  );
}

function OngoingCard({
  project,
  progressLabel,
  onOpen,
}: {
  project: Ongoing;
  progressLabel: string;
  onOpen: OpenImage;
}) {
  const titleId = `ongoing-${project.id}-title`;
  const labelId = `ongoing-${project.id}-progress`;
  return (
    <article className={card}>
      <div className={cardMedia}>
        <EnlargeableImage
          image={project.image}
          onOpen={() => onOpen(alone({ image: project.image, title: project.title }))}
        />
      </div>
      <p className={styles.meta}>
        <span className={styles.badge}>{project.type}</span>
      </p>
      <h3 id={titleId} className={cardTitle}>
        {project.title}
      </h3>
      <p className={styles.location}>{project.location}</p>
      <p className={cardText}>{project.description}</p>
      <div className={styles.progress}>
        <div className={styles.progressLabel}>
          <span id={labelId}>{progressLabel}</span>
          <span>{project.progress}%</span>
        </div>
        <progress
          className={styles.progressBar}
          // Named by its project, so two bars are told apart: "Nallagandla Villas Progress".
          aria-labelledby={`${titleId} ${labelId}`}
          max={100}
          value={project.progress}
        >
          {project.progress}%
        </progress>
      </div>
    </article>
  );
}

export default function ProjectsPage() {
  const { page, construction, interior, ongoing, gallery } = useLoaderData<typeof loader>();
  const { sections } = page;
  const [enlarged, setEnlarged] = useState<ShownPicture | null>(null);

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

      <Section id="featured" heading={sections.featured.heading} intro={sections.featured.intro}>
        <Tabs defaultSelectedKey="completed-construction">
          <TabList aria-label={sections.featured.heading} className={styles.tabList}>
            <Tab id="completed-construction" className={styles.tab}>
              {sections.featured.tabs.construction}
            </Tab>
            <Tab id="completed-interior" className={styles.tab}>
              {sections.featured.tabs.interior}
            </Tab>
            <Tab id="ongoing" className={styles.tab}>
              {sections.featured.tabs.ongoing}
            </Tab>
          </TabList>
          <TabPanel id="completed-construction" className={styles.panel}>
            <div className={grid.two}>
              {construction.map((project) => (
                <ProjectCard key={project.id} project={project} onOpen={setEnlarged} />
              ))}
            </div>
          </TabPanel>
          <TabPanel id="completed-interior" className={styles.panel}>
            <div className={grid.two}>
              {interior.map((project) => (
                <ProjectCard key={project.id} project={project} onOpen={setEnlarged} />
              ))}
            </div>
          </TabPanel>
          <TabPanel id="ongoing" className={styles.panel}>
            <div className={grid.two}>
              {ongoing.map((project) => (
                <OngoingCard
                  key={project.id}
                  project={project}
                  progressLabel={sections.featured.progressLabel}
                  onOpen={setEnlarged}
                />
              ))}
            </div>
          </TabPanel>
        </Tabs>
      </Section>

      <Section
        id="gallery"
        heading={sections.gallery.heading}
        intro={sections.gallery.intro}
        tone="white"
      >
        <PhotoGallery items={gallery} onOpen={setEnlarged} />
        <div className={actions}>
          <ButtonLink to={sections.gallery.action.href}>{sections.gallery.action.label}</ButtonLink>
        </div>
      </Section>

      <CallToAction
        heading={sections.callToAction.heading}
        intro={sections.callToAction.intro}
        actions={sections.callToAction.actions}
      />

      <ImageDialog shown={enlarged} onChange={setEnlarged} />
    </>
  );
}
