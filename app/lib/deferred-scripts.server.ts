/**
 * Scripts after the page: the browser code starts downloading once the page has loaded and
 * painted (its stylesheet, fonts and opening picture), instead of sharing a slow connection with
 * them from the first byte. Every page works without scripts, so nothing waits on them to be read
 * or used (docs/decisions/007-scripts-after-the-page.md).
 *
 * Remix's <Scripts> writes a `<link rel="modulepreload">` per module, which the browser fetches
 * at once, and an inline module script whose static imports use those downloads. This rewrites
 * its output: the preload links go, and the module script waits for `load` and the largest
 * paint, adds the same links itself, then imports the modules. The links matter beyond speed:
 * under the page's 'strict-dynamic' policy a module is allowed only when fetched on a trusted
 * script's behalf, and the links a trusted script adds are; imports written in the page's own
 * markup are not.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const routeModulesScript = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const staticRouteImport = /^import \* as (route\d+) from ("[^"]+");$/gm;

// Waits for `load` and the page's largest paint, whichever comes last: Chromium may paint only
// after `load`, and reports the paint once it is on screen. Without paint timing (older Safari),
// `load` alone. The browser stops reporting the largest paint at the visitor's first scroll,
// tap or key, which may come before any report, even before this script runs: such input, a
// page already scrolled, or 3 s after `load` with no report, stand for the paint (the visitor
// has seen the page), or the scripts would never load. The scroll position is read in the first
// frame, whose layout the browser does then anyway: read while the page is still being parsed,
// it forced a layout of the part parsed so far there and then, a long task before the first paint
// on a slow phone.
const afterPage = `await new Promise((go) => {
  const paintType = ["largest-contentful-paint", "paint"].find((type) => PerformanceObserver.supportedEntryTypes?.includes(type));
  let loaded = false;
  let painted = !paintType;
  const goIfDone = () => loaded && painted && go();
  const seen = () => { painted = true; goIfDone(); };
  requestAnimationFrame(() => scrollY > 0 && seen());
  const onLoad = () => { loaded = true; goIfDone(); setTimeout(seen, 3000); };
  if (paintType) new PerformanceObserver((_, observer) => { observer.disconnect(); seen(); }).observe({ type: paintType, buffered: true });
  for (const input of ["scroll", "wheel", "pointerdown", "keydown"]) addEventListener(input, seen, { once: true, passive: true });
  if (document.readyState === "complete") onLoad();
  else addEventListener("load", onLoad, { once: true });
});`;

/** The page's HTML with its scripts loaded after the page; throws if Remix's output has changed. */
export function deferPageScripts(html: string): string {
  const modules = [...html.matchAll(preloadLink)].map(([, href]) => href);
  const script = routeModulesScript.exec(html);
  if (modules.length === 0 || !script) {
    throw new Error("deferPageScripts: Remix's <Scripts> output has changed; see its comment");
  }
  const [, open, body = "", close] = script;
  const imports = body.replace(staticRouteImport, "const $1 = await import($2);");
  if (/^import\s/m.test(imports)) {
    throw new Error("deferPageScripts: an import the rewrite does not know is in Remix's script");
  }
  const preload = `for (const href of ${JSON.stringify(modules)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  return html
    .replace(preloadLink, "")
    .replace(routeModulesScript, () => `${open}${afterPage}\n${preload}\n${imports}${close}`);
}
