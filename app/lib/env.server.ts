/** Settings that differ between deployments; see .env.example. */
export const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Why SITE_URL cannot serve production, in one line, or null. Canonical links, the sitemap and
 * link previews are built from it, so a missing one must stop the start rather than point every
 * search engine at localhost. Plain http is allowed for a loopback address: trying a build locally.
 */
export function siteUrlProblem(
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (env.NODE_ENV !== "production") return null;
  const value = env.SITE_URL?.trim();
  const howTo =
    "set it to the address the site is served from, for example SITE_URL=https://www.example.com, in the environment or in .env";
  if (!value) return `SITE_URL is not set: ${howTo}.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL "${value}" is not an address: ${howTo}.`;
  }
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && loopbackHosts.has(url.hostname)) return null;
  return `SITE_URL "${value}" must start with https:// (plain http only for localhost): ${howTo}.`;
}

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
