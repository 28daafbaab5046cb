import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotFoundPage, notFoundMeta } from "#app/components/NotFoundPage";
import { pages } from "#app/content/collections.server";

export async function loader() {
  return data(pages.notFound, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  notFoundMeta(matches, data, location.pathname);

export default function NotFound() {
  return <NotFoundPage page={useLoaderData<typeof loader>()} />;
}
