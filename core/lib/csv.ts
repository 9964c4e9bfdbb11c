/**
 * CSV as RFC 4180 writes it (comma separated, CRLF line ends, fields with a comma, quote or line
 * break quoted, quotes doubled), with text cells guarded against spreadsheet formula injection:
 * a text cell that starts with =, +, -, @, a tab or a carriage return gets a leading apostrophe,
 * so a spreadsheet shows it as text instead of running it (OWASP "CSV Injection").
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A whole document: the header row, then the rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}
