import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ButtonLink } from "#app/components/ButtonLink";
import { CallToAction } from "#app/components/CallToAction";
import { IconCard } from "#app/components/IconCard";
import { ImageDialog, type ShownPicture } from "#app/components/ImageDialog";
import { PageHero } from "#app/components/PageHero";
import { DirectorPortrait } from "#app/components/DirectorPortrait";
import { PhotoGallery } from "#app/components/PhotoGallery";
import { Section } from "#app/components/Section";
import {
  mdGallery,
  mdHighlights,
  mdPhilosophy,
  mdProjects,
  pages,
  settings,
} from "#app/content/collections.server";
import { metaForPage } from "#app/lib/seo";
import { projectPath, routes } from "#app/navigation";
import { actions, grid, proseFlow } from "#app/styles/layout.css";
import { LedProjectCard } from "./LedProjectCard";
import * as styles from "./md-portfolio.css";

export async function loader() {
  return {
    page: pages.mdPortfolio,
    director: settings.managingDirector,
    highlights: mdHighlights,
    philosophy: mdPhilosophy,
    // A project that also has its own page on this site links to it.
    projects: mdProjects.map((project) => ({
      ...project,
      path: project.project && projectPath(project.project),
    })),
    viewLabel: pages.projects.projectPage.viewLink,
    gallery: mdGallery,
  };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.mdPortfolio);

export default function MdPortfolioPage() {
  const { page, director, highlights, philosophy, projects, gallery, viewLabel } =
    useLoaderData<typeof loader>();
  const { sections } = page;
  const [enlarged, setEnlarged] = useState<ShownPicture | null>(null);

  return (
    <>
      <PageHero hero={page.hero}>
        <ul className={styles.tags} aria-label="Strengths">
          {page.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section id="highlights" copy={sections.highlights}>
        <div className={grid.four}>
          {highlights.map((item) => (
            <IconCard key={item.order} card={item} />
          ))}
        </div>
      </Section>

      <Section id="about" copy={sections.about} tone="white">
        <div className={styles.about}>
          <DirectorPortrait
            director={director}
            sizes="(min-width: 768px) 18rem, 100vw"
            className={styles.portrait}
          />
          {/* Markdown from content/, rendered at build time: trusted HTML. */}
          <div
            className={`${proseFlow} ${styles.aboutText}`}
            dangerouslySetInnerHTML={{ __html: page.html }}
          />
        </div>
      </Section>

      <Section id="philosophy" copy={sections.philosophy}>
        <div className={grid.four}>
          {philosophy.map((item) => (
            <IconCard key={item.order} card={item} />
          ))}
        </div>
        <figure className={styles.quote}>
          <blockquote className={styles.quoteText}>
            <p>{sections.philosophy.quote}</p>
          </blockquote>
          <figcaption className={styles.quoteBy}>{director.name}</figcaption>
        </figure>
      </Section>

      <Section id="projects" copy={sections.projects} tone="white">
        <div className={grid.three}>
          {projects.map((project) => (
            <LedProjectCard
              key={project.id}
              project={project}
              contributionLabel={sections.projects.contributionLabel}
              viewLabel={viewLabel}
              onOpen={setEnlarged}
            />
          ))}
        </div>
        <div className={actions}>
          <ButtonLink to={sections.projects.action.href} look="secondary">
            {sections.projects.action.label}
          </ButtonLink>
        </div>
      </Section>

      <Section id="gallery" copy={sections.gallery}>
        <PhotoGallery items={gallery} onOpen={setEnlarged} />
      </Section>

      <CallToAction copy={sections.callToAction} />

      <ImageDialog shown={enlarged} onChange={setEnlarged} />
    </>
  );
}
