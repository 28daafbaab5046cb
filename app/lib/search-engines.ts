import type { Settings } from "#tooling/content-schemas";

/** The sitemap of the site's public pages, with absolute addresses. */
export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, `${siteUrl}/`).href)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

type SchemaSettings = Pick<
  Settings,
  | "companyName"
  | "logo"
  | "address"
  | "phone"
  | "email"
  | "officeHours"
  | "social"
  | "founded"
  | "geo"
  | "areaServed"
>;

/**
 * schema.org GeneralContractor (a kind of HomeAndConstructionBusiness): how search engines learn
 * the company's address, place on the map, hours, the places it builds in and its links. No
 * rating or review of its own: testimonials on its own site are not markup for search results.
 */
export function contractorStructuredData(settings: SchemaSettings, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    name: settings.companyName,
    url: `${siteUrl}/`,
    logo: new URL(settings.logo.src, `${siteUrl}/`).href,
    image: `${siteUrl}/og-image.png`,
    foundingDate: String(settings.founded),
    telephone: settings.phone,
    email: settings.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${settings.address.street}, ${settings.address.locality}`,
      addressLocality: settings.address.city,
      addressRegion: settings.address.state,
      postalCode: settings.address.postalCode,
      addressCountry: settings.address.country,
    },
    openingHoursSpecification: settings.officeHours
      .filter((entry) => entry.opens && entry.closes)
      .map((entry) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: entry.days,
        opens: entry.opens,
        closes: entry.closes,
      })),
    ...(settings.geo && {
      geo: {
        "@type": "GeoCoordinates",
        latitude: settings.geo.latitude,
        longitude: settings.geo.longitude,
      },
    }),
    ...(settings.areaServed && {
      areaServed: settings.areaServed.map((name) => ({ "@type": "City", name })),
    }),
    sameAs: Object.values(settings.social),
  };
}

/** JSON for a <script> element: no "<" can close the element early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** schema.org for a project page: where it sits in the site, and the work it describes. */
export function projectStructuredData({
  siteUrl,
  companyName,
  project,
  description,
  image,
}: {
  siteUrl: string;
  companyName: string;
  project: { title: string; location: string; path: string; year?: number };
  description: string;
  /** Path of its social image. */
  image: string;
}) {
  const url = (path: string) => new URL(path, `${siteUrl}/`).href;
  return [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Home", path: "/" },
        { name: "Projects", path: "/projects" },
        { name: project.title, path: project.path },
      ].map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: url(crumb.path),
      })),
    },
    {
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: project.title,
      description,
      url: url(project.path),
      image: url(image),
      ...(project.year !== undefined && { dateCreated: String(project.year) }),
      locationCreated: { "@type": "Place", name: project.location },
      creator: { "@type": "GeneralContractor", name: companyName, url: `${siteUrl}/` },
    },
  ];
}

/** schema.org for the cost estimator: a free web application for work in the company's city. */
export function estimatorStructuredData({
  siteUrl,
  companyName,
  city,
  name,
  description,
  path,
}: {
  siteUrl: string;
  companyName: string;
  city: string;
  name: string;
  description: string;
  path: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name,
    description,
    url: new URL(path, `${siteUrl}/`).href,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Any",
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    areaServed: { "@type": "City", name: city },
    provider: { "@type": "GeneralContractor", name: companyName, url: `${siteUrl}/` },
  };
}
