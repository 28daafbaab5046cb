import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "#app/components/PageHero";
import { pages } from "#app/content/collections.server";
import { pageMeta } from "#app/lib/seo";
import { routes } from "#app/navigation";

export async function loader() {
  return { page: pages.faq };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, {
    title: data?.page.title ?? "",
    description: data?.page.description ?? "",
    path: routes.faq,
  });

export default function FaqPage() {
  const { page } = useLoaderData<typeof loader>();
  return <PageHero hero={page.hero} />;
}
