import { strToU8, zipSync } from 'fflate';
import type { Table } from './hema-ratings-tables.js';

/**
 * The tables as one xlsx workbook, one tab each, header row bold and frozen (exceljs, loaded at the first export:
 * it is the largest library of the server and most processes never export).
 */
export async function workbookOf(tables: Table[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HEMA tournaments';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.header).font = { bold: true };
    sheet.addRows(table.rows);
    sheet.columns.forEach((column, i) => {
      const longest = Math.max(table.header[i]?.length ?? 0, ...table.rows.map((r) => r[i]?.length ?? 0));
      column.width = Math.min(60, Math.max(10, longest + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A cell as CSV (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a spreadsheet would
 * run as a formula (=, +, -, @ first) is written as text with a leading apostrophe: names come from the public.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvOf(table: Table): string {
  // The byte order mark makes spreadsheet programs read the UTF-8 names (Cyrillic, accents) as such.
  return `\uFEFF${[table.header, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The same tables as CSV files in a zip (fflate), one file per tab, named after it. */
export function csvZipOf(tables: Table[]): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const table of tables) files[`${table.name}.csv`] = strToU8(csvOf(table));
  return Buffer.from(zipSync(files, { level: 6 }));
}
