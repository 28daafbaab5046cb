import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { CallToAction } from "#app/components/CallToAction";
import { ImageDialog, type ShownPicture } from "#app/components/ImageDialog";
import { NotFoundPage, notFoundMeta } from "#app/components/NotFoundPage";
import { PhotoGallery } from "#app/components/PhotoGallery";
import { Section } from "#app/components/Section";
import { TestimonialCard } from "#app/components/TestimonialCard";
import { pages, settings, testimonials } from "#app/content/collections.server";
import { WHATSAPP_LABEL, whatsappHref } from "#app/lib/contact-details";
import { formatFigure } from "#app/lib/estimate";
import { siteUrl } from "#app/lib/env.server";
import { aboutProject, projectPages } from "#app/lib/projects.server";
import { projectStructuredData, scriptSafeJson } from "#app/lib/search-engines";
import { pageMeta, titleWithSite } from "#app/lib/seo";
import { firstSentence, formatLocation } from "#app/lib/text";
import { enquiryAbout, projectSocialImage, serviceLink, siteVisitRequest } from "#app/navigation";
import { proseFlow } from "#app/styles/layout.css";
import * as styles from "./project-page.css";
import { ProjectFacts } from "./ProjectFacts";
import { ProjectHero, ProjectNeighbours } from "./ProjectHero";

export async function loader({ params }: LoaderFunctionArgs) {
  const index = projectPages.findIndex((project) => project.slug === params.slug);
  const project = projectPages[index];
  if (!project) return data({ found: false as const, page: pages.notFound }, { status: 404 });

  const neighbour = (step: number) => {
    const { title, path } = projectPages.at((index + step) % projectPages.length)!;
    return { title, path };
  };
  const testimonial = testimonials.find((each) => each.project === project.slug);
  const description = project.summary ?? firstSentence(project.cardText);
  const socialImage = projectSocialImage(project.slug);
  return {
    found: true as const,
    copy: pages.projects.projectPage,
    title: titleWithSite(project.title, settings.companyName),
    description,
    socialImage,
    project,
    area: project.area === undefined ? undefined : formatFigure(project.area),
    services: project.services.map((title) => ({ title, href: serviceLink(title) })),
    testimonial: testimonial && {
      ...testimonial,
      location: formatLocation(testimonial.location, settings.address.city),
      quote: testimonial.text,
    },
    previous: neighbour(-1),
    next: neighbour(1),
    enquiry: enquiryAbout(project.slug),
    // A site under way can be seen: the visitor may ask to walk it.
    siteVisit: project.stage === "ongoing" ? siteVisitRequest(project.slug) : undefined,
    whatsapp: settings.whatsapp
      ? whatsappHref(settings.whatsapp, aboutProject("whatsapp", project))
      : undefined,
    structuredData: scriptSafeJson(
      projectStructuredData({
        siteUrl,
        companyName: settings.companyName,
        project: { ...project, year: project.stage === "completed" ? project.year : undefined },
        description,
        image: socialImage,
      }),
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data?.found
    ? pageMeta(matches, {
        title: data.title,
        description: data.description,
        path: data.project.path,
        image: data.socialImage,
        hero: data.project.image,
      })
    : notFoundMeta(matches, data?.page, location.pathname);

export default function ProjectPage() {
  const loaded = useLoaderData<typeof loader>();
  const [enlarged, setEnlarged] = useState<ShownPicture | null>(null);
  if (!loaded.found) return <NotFoundPage page={loaded.page} />;
  const { copy, project, testimonial, previous, next } = loaded;
  // The card's picture first, captioned with the project's name, then the project's own.
  const pictures = [{ title: project.title, image: project.image }, ...project.gallery].map(
    (picture, index) => ({ id: index, ...picture }),
  );
  return (
    <>
      <ProjectHero project={project} progressLabel={copy.facts.progress} />

      {/* The work before the words: a visitor sees the pictures within the first screens, not
          after the whole story (on a phone, five screens of text). */}
      <Section id="pictures" copy={copy.gallery}>
        <PhotoGallery items={pictures} onOpen={setEnlarged} />
      </Section>

      <Section id="project" copy={{ heading: copy.caseStudy }} tone="white">
        <div className={styles.layout}>
          <ProjectFacts
            project={project}
            area={loaded.area}
            services={loaded.services}
            labels={copy.facts}
            className={styles.facts}
          />
          {/* Markdown from content/, rendered at build time: trusted HTML. */}
          <div
            className={`${proseFlow} ${styles.story}`}
            dangerouslySetInnerHTML={{ __html: project.html }}
          />
        </div>
      </Section>

      {testimonial && (
        <Section id="client" copy={{ heading: copy.testimonial }} tone="light" align="center">
          <div className={styles.testimonial}>
            <TestimonialCard testimonial={testimonial} />
          </div>
        </Section>
      )}

      <ProjectNeighbours previous={previous} next={next} labels={copy} />

      <CallToAction
        copy={{
          ...copy.callToAction,
          actions: [
            { label: copy.callToAction.action, href: loaded.enquiry },
            ...(loaded.siteVisit ? [{ label: copy.siteVisit.action, href: loaded.siteVisit }] : []),
            ...(loaded.whatsapp ? [{ label: WHATSAPP_LABEL, href: loaded.whatsapp }] : []),
          ],
        }}
      />

      <script
        type="application/ld+json"
        // Built from content and escaped by scriptSafeJson.
        dangerouslySetInnerHTML={{ __html: loaded.structuredData }}
      />
      <ImageDialog shown={enlarged} onChange={setEnlarged} />
    </>
  );
}
