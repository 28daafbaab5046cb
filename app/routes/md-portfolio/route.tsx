import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { CallToAction } from "#app/components/CallToAction";
import { IconCard } from "#app/components/IconCard";
import { ImageDialog, type ShownPicture } from "#app/components/ImageDialog";
import { PageHero } from "#app/components/PageHero";
import { ResponsiveImage } from "#app/components/ResponsiveImage";
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
import { iconSvg } from "#app/lib/icons.server";
import { metaForPage } from "#app/lib/seo";
import { routes } from "#app/navigation";
import { grid, proseFlow } from "#app/styles/layout.css";
import { LedProjectCard } from "./LedProjectCard";
import * as styles from "./md-portfolio.css";

export async function loader() {
  const { title, description, hero, tags, sections, html } = pages.mdPortfolio;
  const director = settings.managingDirector;
  const iconCard = ({ order, title, icon, text }: (typeof mdHighlights)[number]) => ({
    order,
    title,
    icon: iconSvg(icon),
    text,
  });
  return {
    page: {
      title,
      description,
      // The name and title always come from the site settings.
      hero: { ...hero, heading: director.name, eyebrow: director.title },
      tags,
      sections,
      aboutHtml: html,
    },
    director,
    highlights: mdHighlights.map(iconCard),
    philosophy: mdPhilosophy.map(iconCard),
    projects: mdProjects.map(({ id, title, location, year, image, contribution, text }) => ({
      id,
      title,
      location,
      year,
      image,
      contribution,
      description: text,
    })),
    gallery: mdGallery.map(({ id, title, image }) => ({ id, title, image })),
  };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.mdPortfolio);

export default function MdPortfolioPage() {
  const { page, director, highlights, philosophy, projects, gallery } =
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

      <Section
        id="highlights"
        heading={sections.highlights.heading}
        intro={sections.highlights.intro}
      >
        <div className={grid.four}>
          {highlights.map((item) => (
            <IconCard key={item.order} icon={item.icon} title={item.title} text={item.text} />
          ))}
        </div>
      </Section>

      <Section
        id="about"
        heading={sections.about.heading}
        intro={sections.about.intro}
        tone="white"
      >
        <div className={styles.about}>
          <ResponsiveImage
            image={director.photo}
            sizes="(min-width: 768px) 18rem, 100vw"
            className={styles.portrait}
            loading="lazy"
          />
          {/* Markdown from content/, rendered at build time: trusted HTML. */}
          <div
            className={`${proseFlow} ${styles.aboutText}`}
            dangerouslySetInnerHTML={{ __html: page.aboutHtml }}
          />
        </div>
      </Section>

      <Section
        id="philosophy"
        heading={sections.philosophy.heading}
        intro={sections.philosophy.intro}
      >
        <div className={grid.four}>
          {philosophy.map((item) => (
            <IconCard key={item.order} icon={item.icon} title={item.title} text={item.text} />
          ))}
        </div>
        <figure className={styles.quote}>
          <blockquote className={styles.quoteText}>
            <p>{sections.philosophy.quote}</p>
          </blockquote>
          <figcaption className={styles.quoteBy}>{director.name}</figcaption>
        </figure>
      </Section>

      <Section
        id="projects"
        heading={sections.projects.heading}
        intro={sections.projects.intro}
        tone="white"
      >
        <div className={grid.three}>
          {projects.map((project) => (
            <LedProjectCard
              key={project.id}
              project={project}
              contributionLabel={sections.projects.contributionLabel}
              onOpen={setEnlarged}
            />
          ))}
        </div>
      </Section>

      <Section id="gallery" heading={sections.gallery.heading} intro={sections.gallery.intro}>
        <PhotoGallery items={gallery} onOpen={setEnlarged} />
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
