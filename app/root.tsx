import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import { PageHero } from "./components/PageHero";
import { HydratedMarker, PageScripts, SiteShell } from "./components/SiteShell";
import { pressableStyle } from "./lib/pressable-style";
import { siteData } from "./lib/site-data.server";
import "@site-fonts/fonts.css";
import fraunces from "@site-fonts/fraunces.woff2?url";
import inter from "@site-fonts/inter.woff2?url";
import "./styles/global.css";

export const links: LinksFunction = () => [
  { rel: "preload", href: inter, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: fraunces, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader(_: LoaderFunctionArgs) {
  return siteData();
}

// The same for every address of a build: a change of search (the FAQ's ?q=, typed key by key)
// fetches nothing. Without this each keystroke fetched it again, and a fetch cut short by the
// next one was logged as a console error by Remix's decoder.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? defaultShouldRevalidate : false);

const errorHeading = "Unexpected Application Error!";

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { name: "theme-color", content: "#1c2321" },
  // Only the root's tags apply on the error screen: it names itself and stays out of search.
  ...(error
    ? [
        { title: [errorHeading, data?.site.name].filter(Boolean).join(" | ") },
        { name: "robots", content: "noindex" },
      ]
    : []),
];

const pageEndId = "page-end";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Nothing is painted until the whole page is read: a slow phone otherwise paints the
            header alone, then lays out the rest of the page in one long task after that paint. */}
        <link rel="expect" href={`#${pageEndId}`} {...{ blocking: "render" }} />
        <style id={pressableStyle.id} dangerouslySetInnerHTML={{ __html: pressableStyle.css }} />
      </head>
      <body>
        {children}
        <span id={pageEndId} hidden />
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <SiteShell data={data}>
        {/* The page below the header hydrates in slices of a few milliseconds (React hydrates a
            Suspense boundary at low priority), so a slow phone's main thread is never blocked
            long; a click on a part not yet hydrated hydrates that part first. */}
        <Suspense>
          <Outlet />
          <HydratedMarker />
        </Suspense>
      </SiteShell>
      <script
        type="application/ld+json"
        // Built from the settings file and escaped by scriptSafeJson.
        dangerouslySetInnerHTML={{ __html: data.structuredData }}
      />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  // The status or the message only: production builds replace server messages and drop stacks.
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Something went wrong on our side.";
  return (
    <SiteShell data={data}>
      <PageHero
        hero={{
          heading: errorHeading,
          text: detail,
          actions: [{ label: "Return Home", href: "/" }],
        }}
      />
      <HydratedMarker />
    </SiteShell>
  );
}
