/**
 * Pages as build artifacts: the content cannot change without a new build and a page is the
 * same bytes for every visitor (its CSP lists hashes, not a nonce), so each page is rendered
 * once, compressed once per encoding, and served from memory with a strong ETag
 * (docs/decisions/005-page-cache.md).
 */
import { createHash } from "node:crypto";
import { encodePage, type Encoding } from "./compression";

/** A response as Remix rendered it. */
export type RenderedPage = { status: number; headers: [string, string][]; body: Buffer };

/** A page kept for the rest of the build's life (or the year, for the footer's copyright). */
export type CachedPage = RenderedPage & {
  encoded: Record<Encoding, Buffer>;
  /** Strong validators, one per encoding: each names one exact byte string. */
  etags: Record<Encoding, string>;
};

const isHtml = (page: RenderedPage) =>
  page.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"));

/** Only a page that rendered fine is kept: a 404 or an error is answered and rendered again. */
export const isKept = (page: RenderedPage | CachedPage): page is CachedPage => "encoded" in page;

export function createPageCache({
  limit = 50,
  currentYear = () => new Date().getFullYear(),
}: {
  /** Most pages kept: the site has seven, and only paths that render fine are kept. */
  limit?: number;
  currentYear?: () => number;
} = {}) {
  const pages = new Map<string, Promise<RenderedPage | CachedPage>>();
  let yearOfPages = currentYear();

  async function keep(page: RenderedPage): Promise<RenderedPage | CachedPage> {
    if (page.status !== 200 || !isHtml(page)) return page;
    const encoded = await encodePage(page.body);
    const hash = createHash("sha256").update(page.body).digest("base64url").slice(0, 27);
    const etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
    return { ...page, encoded, etags };
  }

  return {
    /**
     * The page at `key`, rendered by `render` the first time it is asked for; requests that
     * arrive while it renders share that one rendering. The footer shows the current year, so on
     * 1 January every page of the year before is dropped and rendered again.
     */
    async get(key: string, render: () => Promise<RenderedPage>) {
      const year = currentYear();
      if (year !== yearOfPages) {
        pages.clear();
        yearOfPages = year;
      }
      const known = pages.get(key);
      if (known) return known;
      const pending = render().then(keep);
      pages.set(key, pending);
      try {
        const page = await pending;
        if (!isKept(page) || pages.size > limit) pages.delete(key);
        return page;
      } catch (error) {
        pages.delete(key);
        throw error;
      }
    },
    get size() {
      return pages.size;
    },
  };
}
