import { describe, expect, it } from "vitest";
import { createNonce, securityHeaders } from "./security-headers.server";

describe("securityHeaders", () => {
  const headers = securityHeaders({
    nonce: "abc123",
    https: false,
    emailOrigin: "https://api.emailjs.com",
  });
  const csp = headers["Content-Security-Policy"]!;

  it("lets only this response's scripts run", () => {
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it("limits connections, pictures, framing and form targets", () => {
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
  });

  it("sets the other protective headers", () => {
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
  });

  it("asks for HTTPS only when served over HTTPS", () => {
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
    const secure = securityHeaders({ nonce: "n", https: true, emailOrigin: "https://x.test" });
    expect(secure["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
  });

  it("makes a different nonce every time", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
