import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, securityHeaders } from "#app/lib/security-headers.server";

const sha256 = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("securityHeaders", () => {
  const headers = securityHeaders({
    scriptHashes: ["sha256-abc=", "sha256-def="],
    https: false,
    emailOrigin: "https://api.emailjs.com",
  });
  const csp = headers["Content-Security-Policy"]!;

  it("lets only the page's own inline scripts run, and what they load", () => {
    expect(csp).toContain("script-src 'sha256-abc=' 'sha256-def=' 'strict-dynamic'");
    expect(csp).not.toContain("nonce");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it("runs no script at all in a response that is not a page", () => {
    const data = securityHeaders({ scriptHashes: [], https: false, emailOrigin: "https://x.test" });
    expect(data["Content-Security-Policy"]).toContain("script-src 'none'");
  });

  it("takes styles from the site only, inline attributes and react-aria's one rule aside", () => {
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+';/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src 'self' 'unsafe-inline'/);
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
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });

  it("asks for HTTPS only when served over HTTPS", () => {
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
    const secure = securityHeaders({
      scriptHashes: [],
      https: true,
      emailOrigin: "https://x.test",
    });
    expect(secure["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text, whatever its type, and skips scripts with a src", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.__remixContext = {};</script>",
      '<script type="module" async="">import "/assets/entry.js";</script>',
      '<script src="/assets/other.js"></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256('{"@type":"Organization"}'),
      sha256("window.__remixContext = {};"),
      sha256('import "/assets/entry.js";'),
    ]);
  });

  it("hashes text outside ASCII as UTF-8, as browsers do", () => {
    expect(inlineScriptHashes("<script>a = 'Jubilee Hills – ₹';</script>")).toEqual([
      sha256("a = 'Jubilee Hills – ₹';"),
    ]);
  });

  it("lists a script repeated word for word once", () => {
    expect(inlineScriptHashes("<script>x()</script><script>x()</script>")).toHaveLength(1);
  });
});
