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
];

/**
 * One CSV cell (RFC 4180). Text a spreadsheet would run as a formula (=, +, -, @ first: a
 * visitor's message is untrusted) is kept as text with a leading apostrophe, as OWASP advises.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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

/** A line of text at most `width` characters, on one line. */
function clip(text: string, width: number): string {
  const line = text.replace(/\s+/g, " ").trim();
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
