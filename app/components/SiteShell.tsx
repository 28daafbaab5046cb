import { Scripts } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import type { RootData } from "#app/root";
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

/** Marks the page as interactive once all of it is: browser tests wait for it. */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
