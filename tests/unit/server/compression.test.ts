import { describe, expect, it } from "vitest";
import { chooseEncoding } from "../../../server/compression";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0.1", "gzip"],
    ["*", "br"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["", "identity"],
    [undefined, "identity"],
  ] as const)("%j gets %s", (acceptEncoding, expected) => {
    expect(chooseEncoding(acceptEncoding)).toBe(expected);
  });
});
