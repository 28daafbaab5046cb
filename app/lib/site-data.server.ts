/**
 * What every page's frame (header, footer, search engines' description of the company) shows:
 * the root loader's data, built here so that the frame's components can name its type without
 * importing the root route that renders them.
 */
import { settings } from "#app/content/collections.server";
import { siteWhatsappChat } from "#app/lib/contact-details";
import { siteUrl } from "#app/lib/env.server";
import { contractorStructuredData, scriptSafeJson } from "#app/lib/search-engines";
import type { SiteInfo } from "#app/lib/seo";

export function siteData() {
  const { companyName, shortName, blurb, logo, address, phone, email, social } = settings;
  const site: SiteInfo = { url: siteUrl, name: companyName };
  return {
    site,
    structuredData: scriptSafeJson(contractorStructuredData(settings, siteUrl)),
    year: new Date().getFullYear(),
    settings: {
      companyName,
      shortName,
      blurb,
      logo,
      address,
      phone,
      email,
      social,
      whatsappChat: siteWhatsappChat(settings),
    },
  };
}

export type RootData = ReturnType<typeof siteData>;
