import { describe, expect, it } from "vitest";
import { csvCell, enquiriesAsCsv, enquiriesAsJson, enquiriesAsTable } from "#app/enquiries/export";
import type { Enquiry } from "#app/enquiries/store.server";

const enquiry: Enquiry = {
  id: 7,
  receivedAt: "2026-03-02T04:05:06.789Z",
  name: 'శ్రీనివాస్ "Srini", Jr.',
  email: "srini@example.com",
  phone: "+91 98765 43210",
  message: "First line, with a comma\r\nSecond line: ₹40 lakh 🏠",
  pagePath: "/contact",
  userAgent: "Mozilla/5.0",
  status: "failed",
  providerAnswer: '=HYPERLINK("https://evil.example")',
  delivery: "server",
  submissions: 1,
  deliveryTries: 5,
  nextDeliveryAt: null,
  estimate: "type=interior&bhk=3&finish=premium",
  project: null,
};

/** Reads RFC 4180 CSV back, the way a spreadsheet does. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += character;
  }
  return rows;
}

describe("enquiry exports", () => {
  it("JSON has the enquiry's fields by name", () => {
    expect(JSON.parse(enquiriesAsJson([enquiry]))).toEqual([enquiry]);
  });

  it("CSV starts with a byte-order mark, ends lines with CRLF and survives quotes, commas and newlines", () => {
    const csv = enquiriesAsCsv([enquiry]);
    expect(csv.startsWith("\uFEFFid,receivedAt,name,email,phone,message,")).toBe(true);
    const [header, row] = parseCsv(csv.slice(1));
    const record = Object.fromEntries(header!.map((column, index) => [column, row![index]]));
    expect(record).toMatchObject({
      id: "7",
      name: enquiry.name,
      message: enquiry.message,
      nextDeliveryAt: "",
      estimate: enquiry.estimate,
      project: "",
    });
  });

  it("CSV keeps text that a spreadsheet would run as a formula as text", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("plain")).toBe("plain");
    // Every start OWASP lists, the separators and the full-width forms.
    for (const start of [
      "=",
      "+",
      "-",
      "@",
      "\t",
      "\r",
      "\n",
      ",",
      ";",
      "|",
      "＝",
      "＋",
      "－",
      "＠",
    ]) {
      expect(csvCell(`${start}cmd|' /C calc'!A0`).replace(/^"/, "")).toMatch(/^'/);
    }
  });

  it("the table shows nothing a terminal would act on", () => {
    const hostile = {
      ...enquiry,
      name: "\u001b[2J\u001b[31mRed\u0007",
      message: "Hello \u202eevil\u202c \u0085 there\u0000",
    };
    const table = enquiriesAsTable([hostile]);
    expect(table.replaceAll("\n", "")).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
    expect(table).toContain("[2J [31mRed");
    expect(table).toContain("Hello evil there");
  });

  it("the table shows one line per enquiry, long text cut", () => {
    const table = enquiriesAsTable([enquiry, { ...enquiry, id: 8, message: "m".repeat(80) }]);
    const lines = table.trimEnd().split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^id\s+received \(UTC\)\s+status\s+name\s+email\s+phone\s+message$/);
    expect(lines[2]).toContain("2026-03-02 04:05");
    expect(lines[2]).toContain("First line, with a comma Second line: ₹40 lakh 🏠");
    expect(lines[3]).toContain(`${"m".repeat(47)}…`);
    expect(enquiriesAsTable([])).toBe("No enquiries.\n");
  });
});
