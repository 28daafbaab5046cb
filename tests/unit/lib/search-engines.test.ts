import { describe, expect, it } from "vitest";
import {
  buildRobots,
  buildSitemap,
  contractorStructuredData,
  scriptSafeJson,
} from "#app/lib/search-engines";
import { routes } from "#app/navigation";

const siteUrl = "https://www.example.test";

describe("sitemap", () => {
  const xml = buildSitemap(siteUrl, Object.values(routes));

  it("is an XML urlset of the public pages with absolute addresses", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      "https://www.example.test/",
      "https://www.example.test/about",
      "https://www.example.test/services",
      "https://www.example.test/projects",
      "https://www.example.test/faq",
      "https://www.example.test/contact",
      "https://www.example.test/md-portfolio",
      "https://www.example.test/estimate",
      "https://www.example.test/packages",
      "https://www.example.test/how-we-work",
      "https://www.example.test/approvals",
    ]);
    // Every element that opens also closes.
    expect(xml.match(/<url>/g)).toHaveLength(11);
    expect(xml.match(/<\/url>/g)).toHaveLength(11);
  });
});

describe("robots.txt", () => {
  it("allows crawling and points at the sitemap", () => {
    const robots = buildRobots(siteUrl);
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Sitemap: https://www.example.test/sitemap.xml");
  });
});

describe("structured data", () => {
  const data = contractorStructuredData(
    {
      companyName: "Example Builders",
      founded: 2015,
      logo: { src: "/art/logo.svg", alt: "Example", width: 64, height: 64 },
      address: {
        street: "Plot 1",
        locality: "Jubilee Hills",
        city: "Hyderabad",
        state: "Telangana",
        postalCode: "500033",
        country: "India",
      },
      phone: "+91 40 1234 5678",
      email: "hello@example.test",
      geo: { latitude: 17.43, longitude: 78.41 },
      areaServed: ["Hyderabad", "Secunderabad"],
      officeHours: [
        { label: "Mon-Fri", days: ["Monday", "Friday"], opens: "09:00", closes: "18:00" },
        { label: "Sunday", days: ["Sunday"] },
      ],
      social: {
        facebook: "https://facebook.test/",
        twitter: "https://twitter.test/",
        instagram: "https://instagram.test/",
        linkedin: "https://linkedin.test/",
      },
    },
    siteUrl,
  );
  const parsed = JSON.parse(scriptSafeJson(data)) as Record<string, unknown>;

  it("describes a GeneralContractor with every field search engines use", () => {
    expect(parsed["@context"]).toBe("https://schema.org");
    expect(parsed["@type"]).toBe("GeneralContractor");
    for (const field of [
      "name",
      "url",
      "logo",
      "address",
      "telephone",
      "email",
      "openingHoursSpecification",
      "sameAs",
    ]) {
      expect(parsed).toHaveProperty(field);
    }
    expect(parsed.logo).toBe("https://www.example.test/art/logo.svg");
    expect(parsed.address).toMatchObject({ "@type": "PostalAddress", postalCode: "500033" });
    expect(parsed.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    ]);
    expect(parsed.sameAs).toHaveLength(4);
    expect(parsed.geo).toEqual({ "@type": "GeoCoordinates", latitude: 17.43, longitude: 78.41 });
    expect(parsed.areaServed).toEqual([
      { "@type": "City", name: "Hyderabad" },
      { "@type": "City", name: "Secunderabad" },
    ]);
  });

  it("rates and reviews nothing of its own", () => {
    expect(JSON.stringify(parsed)).not.toMatch(/aggregateRating|"review"/i);
  });

  it("cannot close its script element early", () => {
    expect(scriptSafeJson({ name: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});
