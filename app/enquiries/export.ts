/** How `npm run enquiries` prints enquiries: a table to read, JSON for programs, CSV for spreadsheets. */
import type { Enquiry } from "./store.server";

export const exportFormats = ["table", "json", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export function enquiriesAsJson(enquiries: Enquiry[]): string {
  return `${JSON.stringify(enquiries, null, 2)}\n`;
}

const csvColumns: (keyof Enquiry)[] = [
  "id",
  "receivedAt",
  "name",
  "email",
  "phone",
  "message",
  "pagePath",
  "userAgent",
  "status",
  "providerAnswer",
  "delivery",
  "submissions",
  "deliveryTries",
  "nextDeliveryAt",
  "estimate",
  "project",
];

/**
 * What a spreadsheet may read as the start of a formula (OWASP's CSV injection list: = + - @, tab,
 * carriage return and line feed), the separators some spreadsheets split on before they look
 * (, ; |), and the full-width forms of = + - @ that some read as the narrow ones.
 */
const formulaStart = /^[=+\-@\t\r\n,;|\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One CSV cell (RFC 4180). Text a spreadsheet could run as a formula (a visitor's message is
 * untrusted) is kept as text with a leading apostrophe, as OWASP advises.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a byte-order mark (so spreadsheets read Telugu, Hindi and emoji), CRLF lines. */
export function enquiriesAsCsv(enquiries: Enquiry[]): string {
  const lines = [
    csvColumns.join(","),
    ...enquiries.map((enquiry) => csvColumns.map((column) => csvCell(enquiry[column])).join(",")),
  ];
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join("")}`;
}

/**
 * Control characters (C0, DEL, C1: an escape sequence could recolour, move or clear the
 * operator's terminal) and the marks that reorder text (bidirectional overrides and isolates).
 */
const unprintable = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/** A line of text at most `width` characters, on one line, with nothing the terminal would act on. */
function clip(text: string, width: number): string {
  const line = text.replace(unprintable, " ").replace(/\s+/g, " ").trim();
  const characters = [...line];
  return characters.length > width ? `${characters.slice(0, width - 1).join("")}…` : line;
}

const pad = (text: string, width: number) =>
  text + " ".repeat(Math.max(0, width - [...text].length));

/** A table for the terminal: newest first, long text cut to fit. */
export function enquiriesAsTable(enquiries: Enquiry[]): string {
  if (enquiries.length === 0) return "No enquiries.\n";
  const rows = enquiries.map((enquiry) => [
    String(enquiry.id),
    enquiry.receivedAt.slice(0, 16).replace("T", " "),
    enquiry.status,
    clip(enquiry.name, 24),
    clip(enquiry.email, 30),
    clip(enquiry.phone, 16),
    clip(enquiry.message, 48),
  ]);
  const header = ["id", "received (UTC)", "status", "name", "email", "phone", "message"];
  const widths = header.map((title, column) =>
    Math.max([...title].length, ...rows.map((row) => [...row[column]!].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column]!))
      .join("  ")
      .trimEnd();
  return `${[line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n")}\n`;
}
