/**
 * A table as a CSV file Excel opens right (ADR 0123): UTF-8 with a byte order mark (without it Excel reads Persian as
 * Latin-1), CRLF lines, a cell quoted when it holds a comma, a quote or a line break. A cell that a spreadsheet would
 * take for a formula (=, +, -, @ first) starts with an apostrophe, so an exported name never runs as one.
 */
export function toCsv(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
