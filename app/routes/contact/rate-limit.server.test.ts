import { describe, expect, it } from "vitest";
import { RATE_LIMIT, takeSubmission } from "./rate-limit.server";

describe("takeSubmission", () => {
  it("allows five messages a minute from one address, then says when to retry", () => {
    const start = 1_000_000;
    for (let count = 0; count < RATE_LIMIT.messages; count += 1) {
      expect(takeSubmission("198.51.100.1", start + count * 1000)).toEqual({ allowed: true });
    }
    expect(takeSubmission("198.51.100.1", start + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
    // Another address is not affected.
    expect(takeSubmission("198.51.100.2", start + 10_000)).toEqual({ allowed: true });
    // A minute after the first message, one more is allowed.
    expect(takeSubmission("198.51.100.1", start + 60_000)).toEqual({ allowed: true });
  });
});
