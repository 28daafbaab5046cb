/** Every Cache-Control the site sends, in one place: the server's and the routes' alike. */
export const CACHE_CONTROL = {
  /** A page is the same bytes for every visitor until the next build: a CDN may keep it five
   * minutes, browsers revalidate with its ETag. */
  page: "public, max-age=0, s-maxage=300, stale-while-revalidate=60",
  /** Fingerprinted build output never changes under the same name. */
  asset: "public, max-age=31536000, immutable",
  /** Files in public/ keep their names across builds (favicon, artwork). */
  publicFile: "public, max-age=86400",
  /** robots.txt and sitemap.xml: cheap to fetch, read by crawlers now and then. */
  crawlerFile: "public, max-age=3600",
  /** Answers about one visitor or one moment: the health check, a form's answer. */
  none: "no-store",
} as const;
