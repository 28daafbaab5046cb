import { createHash } from "node:crypto";
import { pressableStyle } from "./pressable-style";

/** The hash of react-aria's `#react-aria-pressable-style` (usePress), a touch-action rule. */
const REACT_ARIA_PRESSABLE_STYLE = `sha256-${createHash("sha256").update(pressableStyle.css).digest("base64")}`;

/**
 * Headers every response carries, whatever answers it (a file, a refusal from the request guards,
 * `/healthz`): nothing is read as another type than it says, nothing is embedded by another site,
 * and anything that is not a page may load nothing. Pages and data replace the policy with theirs.
 */
export const headersForEveryResponse = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
  // The drawings (SVG) style themselves inline; a style cannot run script.
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

/**
 * Headers every page and data response carries. The Content-Security-Policy lets run only the
 * inline scripts whose SHA-256 hashes it lists (and, through 'strict-dynamic', what they load),
 * so injected markup cannot run script, and a page stays the same bytes for every visitor: any
 * cache may keep it (docs/decisions/004-hashes-not-nonces.md).
 */
export function securityHeaders({
  scriptHashes,
  https,
  emailOrigin,
}: {
  /** From `inlineScriptHashes` of the page; none for a response that is not a page. */
  scriptHashes: string[];
  https: boolean;
  /** Where the contact form sends from the browser. */
  emailOrigin: string;
}): Record<string, string> {
  const scripts = scriptHashes.map((hash) => `'${hash}'`).join(" ");
  const policy = [
    "default-src 'self'",
    scripts ? `script-src ${scripts} 'strict-dynamic'` : "script-src 'none'",
    // Stylesheets come from this site only, and the one <style> react-aria wants for pressable
    // elements (app/lib/pressable-style.ts: the page carries it).
    // The carousel (react-multi-carousel) renders style attributes on the server, so attributes
    // alone may be inline; they cannot run script.
    `style-src 'self' '${REACT_ARIA_PRESSABLE_STYLE}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${emailOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return {
    ...headersForEveryResponse,
    "Content-Security-Policy": policy,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

// An inline script: a <script> without a src, and its text up to the closing tag.
const inlineScript = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash of each inline script in a page, as the browser computes it (over its UTF-8). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text = ""] of html.matchAll(inlineScript)) {
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
