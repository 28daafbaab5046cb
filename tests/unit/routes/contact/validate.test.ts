import { describe, expect, it } from "vitest";
import {
  readContactFields,
  validateContact,
  type ContactFields,
} from "#app/routes/contact/validate";

const valid: ContactFields = {
  user_name: "Lakshmi Rao",
  user_email: "lakshmi@example.com",
  user_phone: "",
  message: "We would like to renovate our kitchen.",
};

/** What the visitor reads about a message, or null when it is fine. */
const messageFor = (fields: ContactFields) => validateContact(fields)?.message ?? null;

describe("validateContact", () => {
  it("accepts a complete message, with or without a phone number", () => {
    expect(messageFor(valid)).toBeNull();
    expect(messageFor({ ...valid, user_phone: "+91 98765 43210" })).toBeNull();
  });

  it.each([
    ["user_name", "Please enter your name"],
    ["user_email", "Please enter your email"],
    ["message", "Please enter your message"],
  ] as const)("asks for %s when it is empty or only spaces", (field, message) => {
    expect(messageFor({ ...valid, [field]: "" })).toBe(message);
    expect(messageFor({ ...valid, [field]: "   \n " })).toBe(message);
  });

  it.each(["lakshmi", "lakshmi@example", "@example.com", "lakshmi @example.com", "a@b .com"])(
    "rejects %j as an email address",
    (email) => {
      expect(messageFor({ ...valid, user_email: email })).toBe(
        "Please enter a valid email address",
      );
    },
  );

  it("checks in the order name, email, message, email shape", () => {
    const empty = { user_name: "", user_email: "", user_phone: "", message: "" };
    expect(messageFor(empty)).toBe("Please enter your name");
    expect(messageFor({ ...empty, user_name: "A" })).toBe("Please enter your email");
    expect(messageFor({ ...empty, user_name: "A", user_email: "not-an-email" })).toBe(
      "Please enter your message",
    );
    expect(messageFor({ ...valid, user_email: "not-an-email" })).toBe(
      "Please enter a valid email address",
    );
  });

  it("names the field to fix, so the form can mark it and move the focus there", () => {
    expect(validateContact({ ...valid, user_name: " " })?.field).toBe("user_name");
    expect(validateContact({ ...valid, user_email: "lakshmi@" })?.field).toBe("user_email");
    expect(validateContact({ ...valid, message: "" })?.field).toBe("message");
    expect(validateContact({ ...valid, user_phone: "9".repeat(31) })?.field).toBe("user_phone");
  });

  it("does not check the phone number's shape", () => {
    expect(messageFor({ ...valid, user_phone: "call me after 6" })).toBeNull();
  });

  it("refuses values longer than anyone needs", () => {
    expect(messageFor({ ...valid, user_name: "n".repeat(101) })).toMatch(/name to 100 characters/);
    expect(messageFor({ ...valid, user_email: `${"e".repeat(250)}@x.in` })).toMatch(
      /email to 254 characters/,
    );
    expect(messageFor({ ...valid, user_phone: "9".repeat(31) })).toMatch(
      /phone number to 30 characters/,
    );
    expect(messageFor({ ...valid, message: "m".repeat(5001) })).toMatch(
      /message to 5000 characters/,
    );
    expect(messageFor({ ...valid, message: "m".repeat(5000) })).toBeNull();
  });
});

describe("readContactFields", () => {
  const form = (entries: [string, string | Blob][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };
  const complete: [string, string][] = Object.entries(valid);

  it("reads the four fields as they were typed", () => {
    expect(readContactFields(form(complete))).toEqual(valid);
  });

  it("names a missing, repeated or non-text field", () => {
    expect(readContactFields(form(complete.slice(1)))).toBe(
      "The form is missing the field user_name.",
    );
    expect(readContactFields(form([...complete, ["message", "again"]]))).toBe(
      "The field message was sent more than once.",
    );
    const file = new Blob(["hi"], { type: "text/plain" });
    expect(
      readContactFields(
        form([...complete.filter(([name]) => name !== "message"), ["message", file]]),
      ),
    ).toBe("The field message must be text.");
  });

  it("refuses a NUL character, which no keyboard types", () => {
    expect(readContactFields(form([...complete.slice(0, 3), ["message", "a\0b"]]))).toBe(
      "The field message contains a character that is not allowed.",
    );
  });
});
