import { describe, expect, it } from "vitest";
import { rateLimitKey } from "#app/lib/rate-limit-key";

describe("the contact form's per-address limit", () => {
  it("counts an IPv4 address as itself, however it is written", () => {
    expect(rateLimitKey("203.0.113.5")).toBe("203.0.113.5");
    expect(rateLimitKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(rateLimitKey("::FFFF:203.0.113.5")).toBe("203.0.113.5");
  });

  it("counts every address of one IPv6 /64 as one visitor", () => {
    const key = rateLimitKey("2001:db8:1:2::5157");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const sameNetwork of [
      "2001:db8:1:2:aaaa:bbbb:cccc:dddd",
      "2001:0DB8:0001:0002:0:0:0:1",
      "2001:db8:1:2:ffff::",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(rateLimitKey(sameNetwork), sameNetwork).toBe(key);
    }
    expect(rateLimitKey("2001:db8:1:3::5157")).not.toBe(key);
  });

  it("expands a shortened prefix before cutting it", () => {
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKey("64:ff9b::198.51.100.7")).toBe("64:ff9b:0:0::/64");
  });
});
