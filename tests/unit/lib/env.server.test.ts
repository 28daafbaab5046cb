import { describe, expect, it } from "vitest";
import { siteUrlProblem } from "#app/lib/env.server";

const production = (SITE_URL?: string) => ({ NODE_ENV: "production", SITE_URL });

describe("SITE_URL in production", () => {
  it("accepts an https address, with or without a path", () => {
    expect(siteUrlProblem(production("https://www.example.com"))).toBeNull();
    expect(siteUrlProblem(production("https://example.com/site/"))).toBeNull();
  });

  it("accepts plain http for a loopback address only", () => {
    for (const local of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000"]) {
      expect(siteUrlProblem(production(local))).toBeNull();
    }
    expect(siteUrlProblem(production("http://www.example.com"))).toMatch(
      /^SITE_URL "http:\/\/www.example.com" must start with https:\/\//,
    );
  });

  it("names a missing, empty or malformed value and says what to set", () => {
    for (const value of [undefined, "", "  "]) {
      expect(siteUrlProblem(production(value))).toMatch(/^SITE_URL is not set: .*SITE_URL=https:/);
    }
    expect(siteUrlProblem(production("www.example.com"))).toMatch(
      /^SITE_URL "www.example.com" is not an address/,
    );
    expect(siteUrlProblem(production("ftp://www.example.com"))).toMatch(/must start with https/);
  });

  it("asks nothing outside production", () => {
    expect(siteUrlProblem({ NODE_ENV: "development" })).toBeNull();
    expect(siteUrlProblem({})).toBeNull();
  });
});
