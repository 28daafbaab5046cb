import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "#app/components/ButtonLink";
import { CallToAction } from "#app/components/CallToAction";
import { DirectorCard } from "#app/components/DirectorCard";
import { IconCard } from "#app/components/IconCard";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { ServiceCard } from "#app/components/ServiceCard";
import { cardFooter } from "#app/components/card.css";
import {
  homeHighlights,
  homeReasons,
  pages,
  services,
  settings,
  testimonials,
} from "#app/content/collections.server";
import { metaForPage } from "#app/lib/seo";
import { toServiceSummary } from "#app/lib/services.server";
import { formatLocation, truncate } from "#app/lib/text";
import { routes, serviceLink } from "#app/navigation";
import { actions, grid } from "#app/styles/layout.css";
import type { TestimonialCardData } from "#app/components/TestimonialCard";
import { TestimonialCarousel } from "./TestimonialCarousel";
import { HydrateWhenNear } from "#app/components/HydrateWhenNear";

/** Testimonial quotes on the home page are cut to this many characters. */
const QUOTE_LENGTH = 120;

export async function loader() {
  return {
    page: pages.home,
    reasons: homeReasons,
    highlights: homeHighlights,
    services: services.filter((service) => service.onHomePage).map(toServiceSummary),
    testimonials: testimonials.map((testimonial): TestimonialCardData => ({
      ...testimonial,
      location: formatLocation(testimonial.location, settings.address.city),
      quote: truncate(testimonial.text, QUOTE_LENGTH),
    })),
    director: settings.managingDirector,
    estimateLinkLabel: pages.estimate.linkLabel,
  };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.home);

export default function HomePage() {
  const { page, reasons, highlights, services, testimonials, director, estimateLinkLabel } =
    useLoaderData<typeof loader>();
  const { sections } = page;
  return (
    <>
      <PageHero hero={page.hero} size="tall" animated />

      <Section id="why-choose-us" copy={sections.reasons}>
        <div className={grid.four}>
          {reasons.map((reason) => (
            <IconCard key={reason.order} card={reason} />
          ))}
        </div>
      </Section>

      <Section id="highlights" copy={sections.highlights} tone="white">
        <div className={grid.three}>
          {highlights.map((highlight) => (
            <IconCard key={highlight.order} card={highlight}>
              <div className={cardFooter}>
                <ButtonLink to={highlight.action.href} look="secondary">
                  {highlight.action.label}
                </ButtonLink>
              </div>
            </IconCard>
          ))}
        </div>
      </Section>

      <Section id="services" copy={sections.services}>
        <div className={grid.three}>
          {services.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              link={{ label: sections.services.cardLinkLabel, to: serviceLink(service.title) }}
            />
          ))}
        </div>
        <div className={actions}>
          <ButtonLink to={sections.services.action.href}>
            {sections.services.action.label}
          </ButtonLink>
          <ButtonLink to={routes.estimate} look="secondary">
            {estimateLinkLabel}
          </ButtonLink>
        </div>
      </Section>

      <Section id="testimonials" copy={sections.testimonials} tone="sand">
        <HydrateWhenNear>
          <TestimonialCarousel testimonials={testimonials} />
        </HydrateWhenNear>
      </Section>

      <Section id="managing-director" copy={{ heading: sections.mdPortfolio.heading }} tone="white">
        <DirectorCard
          director={director}
          intro={sections.mdPortfolio.intro}
          action={sections.mdPortfolio.action}
        />
      </Section>

      <CallToAction copy={sections.callToAction} />
    </>
  );
}
