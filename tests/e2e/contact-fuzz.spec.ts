import fc from "fast-check";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Feeds the contact action 1,000 generated malformed requests: odd content types, broken
 * encodings, repeated and missing fields, binary junk, odd query strings and origins. Not one may
 * get a 5xx.
 */
test(
  "the contact action never answers 5xx to malformed bodies",
  { tag: "@desktop" },
  async ({ request }) => {
    test.setTimeout(180_000);
    const contentType = fc.constantFrom(
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----fuzz",
      "multipart/form-data",
      "text/plain",
      "application/json",
      "",
    );
    const fieldName = fc.constantFrom(
      "user_name",
      "user_email",
      "user_phone",
      "message",
      "company_website",
      "",
    );
    const formish = fc
      .array(fc.tuple(fieldName, fc.string({ maxLength: 40 })), { maxLength: 8 })
      .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&"));
    const body = fc.oneof(
      formish,
      fc.string({ maxLength: 300 }),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      formish.map(
        (text) => `------fuzz\r\nContent-Disposition: form-data; name="message"\r\n\r\n${text}`,
      ),
    );

    const query = fc.oneof(
      fc.constant(""),
      // Remix's pre-single-fetch data requests.
      fc.constantFrom("?_data=routes%2Fcontact", "?_data=root", "?index", "?index&_data=x"),
      fc
        .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }))
        .map(([name, value]) => `?${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
    );

    const origin = fc.constantFrom(undefined, baseURL, "null", "https://elsewhere.example", "::");

    const statuses = new Map<number, number>();
    let sample = 0;
    await fc.assert(
      fc.asyncProperty(contentType, body, query, origin, async (type, payload, search, from) => {
        sample += 1;
        const response = await request.post(`/contact${search}`, {
          headers: {
            ...(type ? { "Content-Type": type } : {}),
            ...(from ? { Origin: from } : {}),
            // Spread over many networks (the limit counts IPv6 by its /64) so the per-address limit does not hide the action.
            "X-Forwarded-For": `2001:db8:f022:${sample.toString(16)}::1`,
          },
          data: payload,
        });
        statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
        expect(response.status()).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    console.log("fuzz statuses:", Object.fromEntries(statuses));
    expect((await request.get("/")).status()).toBe(200);
  },
);
