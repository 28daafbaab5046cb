import { Scripts, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { RootData } from "#app/lib/site-data.server";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * Remix's scripts, written by the server only. In production the server rewrites them to load
 * after the page (app/lib/deferred-scripts.server.ts), so the client could not match them; it has
 * no use for them either, once they ran. React leaves nodes it did not render at the end of
 * <body> alone.
 */
export function PageScripts() {
  return typeof document === "undefined" ? <Scripts /> : null;
}

export function SiteShell({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  useFocusOnNewPage();
  // #app is what the image dialog hides from assistive technology while it is open.
  return (
    <div id="app">
      {/* An error before the root loader ran (a POST to a page without a form) has no settings. */}
      <SiteHeader
        brand={data?.settings}
        quickContact={
          data?.settings.whatsappChat
            ? { phone: data.settings.phone, whatsappChat: data.settings.whatsappChat }
            : undefined
        }
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {data && <SiteFooter settings={data.settings} year={data.year} />}
    </div>
  );
}

/**
 * A new page reached without a full load puts focus where a full load would start reading: its
 * main heading, or the section its address names, so a screen reader announces where the visitor
 * now is instead of staying on a link that is gone. Changes of the query alone (a filter, the
 * estimator's answers) are the same page, and keep focus where it is.
 */
function useFocusOnNewPage() {
  const { pathname, hash } = useLocation();
  // The page focus was last put on: not the first page (the browser reads that from the top),
  // and not a second run of the same effect (React's development mode runs effects twice).
  const focusedPage = useRef(pathname);
  useEffect(() => {
    if (focusedPage.current === pathname) return;
    focusedPage.current = pathname;
    const named = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target = named ?? document.querySelector<HTMLElement>("main h1");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    // The router has already scrolled the page; focus must not move it again.
    target.focus({ preventScroll: true });
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- a new page, not a new hash
}

/** Marks the page as interactive once all of it is: browser tests wait for it. */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
