/** Settings that differ between deployments; see .env.example. */
export const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/** The e-mail provider (EmailJS). Without its ids enquiries are only kept in the database. */
const emailProvider = {
  origin: (process.env.EMAILJS_ORIGIN ?? "https://api.emailjs.com").replace(/\/+$/, ""),
  serviceId: process.env.EMAILJS_SERVICE_ID ?? "",
  templateId: process.env.EMAILJS_TEMPLATE_ID ?? "",
  publicKey: process.env.EMAILJS_PUBLIC_KEY ?? "",
  /** Only for sending from the server, when a visitor's browser runs no JavaScript. */
  privateKey: process.env.EMAILJS_PRIVATE_KEY ?? "",
};

export type BrowserEmailConfig = Omit<typeof emailProvider, "privateKey">;

/** The provider's address, which the page's Content-Security-Policy must allow. */
export const emailOrigin = emailProvider.origin;

/** What the browser needs to send through the provider, or null when it is not set up. */
export const browserEmailConfig: BrowserEmailConfig | null =
  emailProvider.serviceId && emailProvider.templateId && emailProvider.publicKey
    ? {
        origin: emailProvider.origin,
        serviceId: emailProvider.serviceId,
        templateId: emailProvider.templateId,
        publicKey: emailProvider.publicKey,
      }
    : null;

/** Everything the server needs to send through the provider's REST API, or null. */
export const serverEmailConfig =
  browserEmailConfig && emailProvider.privateKey ? emailProvider : null;

/**
 * Where enquiries are kept: `postgres://…` for PostgreSQL, or `file:<path>` for a SQLite file;
 * by default `data/enquiries.db` under the directory the server runs in.
 */
export const databaseUrl = process.env.DATABASE_URL?.trim() || "file:data/enquiries.db";

/** Enquiries older than this many days are deleted (ENQUIRY_RETENTION_DAYS, default 365). */
export const enquiryRetentionDays = readPositiveInteger("ENQUIRY_RETENTION_DAYS", 365);

function readPositiveInteger(name: string, fallback: number): number {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  if (/^\d+$/.test(value) && Number(value) > 0) return Number(value);
  console.error(`${name} must be a whole number of days above 0; using ${fallback}.`);
  return fallback;
}
