import { CACHE_CONTROL } from "#app/lib/cache-control";
import { siteUrl } from "#app/lib/env.server";
import { projectPages } from "#app/lib/projects.server";
import { buildSitemap } from "#app/lib/search-engines";
import { routes } from "#app/navigation";

export function loader() {
  return new Response(
    buildSitemap(siteUrl, [
      ...Object.values(routes),
      ...projectPages.map((project) => project.path),
    ]),
    {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": CACHE_CONTROL.crawlerFile,
      },
    },
  );
}
