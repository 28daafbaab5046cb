import { CACHE_CONTROL } from "#app/lib/cache-control";
import { siteUrl } from "#app/lib/env.server";
import { buildRobots } from "#app/lib/search-engines";

export function loader() {
  return new Response(buildRobots(siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.crawlerFile,
    },
  });
}
