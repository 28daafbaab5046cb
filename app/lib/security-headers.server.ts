/**
 * Headers every page and data response carries. The Content-Security-Policy allows only scripts
 * with this response's nonce (and what they load), so injected markup cannot run script.
 */
export function securityHeaders({
  nonce,
  https,
  emailOrigin,
}: {
  nonce: string;
  https: boolean;
  /** Where the contact form sends from the browser. */
  emailOrigin: string;
}): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Components set styles at run time (the carousel, react-aria, the notices); styles cannot
    // run script, so they are not held to the nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${emailOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** A fresh random nonce, for servers that do not hand one over. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
