import { centavosToPesos, formatTableDate, isIsoDate, parsePesosToCentavos, round2, XLSX_CONTENT_TYPE, type Centavos, type IsoDate } from '@subaybay/domain';
import { eq } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client.js';
import { accounts } from '../db/schema/accounts.js';
import { reportSlice } from './report-queue.js';

/**
 * The one way the server writes an Excel file (.xlsx): a title block, a bold
 * frozen header, typed cells and an optional totals row. Cells are real numbers
 * and dates, so the file sorts, filters and sums in Excel.
 *
 * - `pesos`: the value is **centavos** (exact integers); the cell is the peso
 *   number `centavosToPesos(value)` (the same conversion as the JSON answers),
 *   shown as `"Php "#,##0.00`. No float arithmetic happens here.
 * - `percent`: the value is already in percent (12.5 = 12.5 %), stored rounded to
 *   2 decimals with the domain's `round2` — the value the page displays — so a
 *   SUM in the sheet gives what a reader adds up from the printout; shown `0.00"%"`.
 * - `date`: an ISO `YYYY-MM-DD` written as a real Excel date (UTC midnight, so the
 *   serial is a whole day whatever the server's time zone), shown `mmm d, yyyy`.
 * - `integer`: `#,##0`; `number`: a number as is (General: a quantity keeps its decimals); `text`: as is.
 * A null/undefined value (or '') is an empty cell.
 *
 * Every sheet prints as a file to hand in: A4 landscape fitted to the page
 * width (as many pages down as it needs), thin borders on the table cells, the
 * table's header rows repeated on every printed page and "Page n of m" in the
 * footer (`printSetup`).
 *
 * Files are written with ExcelJS's streaming writer: each data row is committed
 * (serialised and released) as soon as it is written, so a year's report of
 * thousands of rows never holds the whole workbook model in memory, and every
 * few milliseconds of writing the event loop goes to other requests (`reportSlice`).
 */

export type ExcelColumnKind = 'text' | 'date' | 'pesos' | 'percent' | 'integer' | 'number';
export type ExcelValue = string | number | null | undefined;

/**
 * A `pesos` cell's value from an amount of a JSON answer (pesos, as the page
 * shows it): back in exact centavos, negatives allowed (a slippage's value), so
 * a workbook built from an answer writes the same figures as one built from rows.
 */
export const pesosCellValue = (amount: number): Centavos => parsePesosToCentavos(amount, { allowNegative: true });

export interface ExcelColumn<Row> {
  header: string;
  /** The cell's key in the totals row. */
  key: string;
  /** Width in characters. */
  width: number;
  kind: ExcelColumnKind;
  value: (row: Row) => ExcelValue;
  /**
   * A grouped header above this column, as the page shows it ("Total Cost" over
   * Original | Revised): consecutive columns of the same group share one merged
   * cell. A table with any group gets two header rows; a column without a group
   * has its header merged down both.
   */
  group?: string;
}

export interface ExcelSheet<Row> {
  /** The worksheet's tab name (Excel: at most 31 characters, no []:*?/\). */
  sheetTitle: string;
  officeName: string;
  reportTitle: string;
  /** The day the figures are as of: "As of Mon D, YYYY". */
  asOf: IsoDate;
  columns: readonly ExcelColumn<Row>[];
  rows: readonly Row[];
  /** A bold last row: column key → value (same kinds as the column); the first column usually says 'Total'. */
  totals?: Readonly<Record<string, ExcelValue>>;
}

/** The .xlsx media type lives with the declared file answers (domain `xlsxFile`). */
export { XLSX_CONTENT_TYPE };

export const excelNumberFormats: Record<ExcelColumnKind, string | undefined> = {
  text: undefined,
  date: 'mmm d, yyyy',
  pesos: '"Php "#,##0.00',
  percent: '0.00"%"',
  integer: '#,##0',
  number: undefined,
};

/** The row of the column headers (1-based): office, title, as-of, a blank row, then the header. */
export const EXCEL_HEADER_ROW = 5;

function cellValue(kind: ExcelColumnKind, value: ExcelValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'pesos':
      return centavosToPesos(value as Centavos);
    case 'date':
      return new Date(`${String(value)}T00:00:00Z`);
    case 'percent':
      return typeof value === 'number' ? round2(value) : String(value);
    case 'integer':
    case 'number':
      return typeof value === 'number' ? value : String(value);
    case 'text':
      return String(value);
  }
}

/** A4 in Excel's paper sizes (ECMA-376 §18.3.1.63). */
export const EXCEL_PAPER_A4 = 9;

/**
 * The page setup of every file: A4 landscape, one page wide and as many pages
 * down as the rows need (fitToHeight 0), narrow margins (inches), the rows
 * `titleRows` ("5:5", "7:8") repeated on top of every printed page.
 * ExcelJS's streaming writer writes the fit-to-page flag with the sheet's
 * first row, so this is given when the sheet is added, never after.
 */
function printSetup(titleRows: { first: number; last: number }): Partial<ExcelJS.WorksheetProperties> & {
  pageSetup: Partial<ExcelJS.PageSetup>;
  headerFooter: Partial<ExcelJS.HeaderFooter>;
} {
  return {
    pageSetup: {
      paperSize: EXCEL_PAPER_A4,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
      horizontalCentered: true,
      printTitlesRow: `${titleRows.first}:${titleRows.last}`,
    },
    headerFooter: { oddFooter: '&RPage &P of &N', evenFooter: '&RPage &P of &N' },
  };
}

const THIN: Partial<ExcelJS.Border> = { style: 'thin' };
const TABLE_BORDER: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };

/** How many header rows a table takes: two when any column has a group. */
function headerRowCount<Row>(columns: readonly ExcelColumn<Row>[]): 1 | 2 {
  return columns.some((column) => column.group !== undefined) ? 2 : 1;
}

/**
 * Writes a table's header from `firstRow`, column A on: one bold bordered row,
 * or two when columns are grouped — a group's label merged across its columns
 * over their own labels, an ungrouped header merged down both rows. The merges
 * are declared before any of these rows is committed (the streaming writer
 * cannot touch a committed row). Answers the header's last row.
 */
function writeTableHeader<Row>(worksheet: ExcelJS.Worksheet, firstRow: number, columns: readonly ExcelColumn<Row>[]): number {
  const rows = headerRowCount(columns);
  const lastRow = firstRow + rows - 1;
  const style = (cell: ExcelJS.Cell) => {
    cell.font = { bold: true };
    cell.alignment = { vertical: 'middle', horizontal: rows === 2 ? 'center' : undefined, wrapText: true };
    cell.border = TABLE_BORDER;
  };
  if (rows === 1) {
    columns.forEach((column, index) => {
      const cell = worksheet.getCell(firstRow, index + 1);
      cell.value = column.header;
      style(cell);
    });
    return lastRow;
  }
  let index = 0;
  while (index < columns.length) {
    const column = columns[index]!;
    const start = index + 1;
    if (column.group === undefined) {
      worksheet.getCell(firstRow, start).value = column.header;
      worksheet.mergeCells(firstRow, start, lastRow, start);
      index++;
    } else {
      let end = start;
      while (end < columns.length && columns[end]!.group === column.group) end++;
      worksheet.getCell(firstRow, start).value = column.group;
      if (end > start) worksheet.mergeCells(firstRow, start, firstRow, end);
      for (let c = start; c <= end; c++) worksheet.getCell(lastRow, c).value = columns[c - 1]!.header;
      index = end;
    }
  }
  for (let r = firstRow; r <= lastRow; r++) for (let c = 1; c <= columns.length; c++) style(worksheet.getCell(r, c));
  return lastRow;
}

function safeSheetTitle(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** Runs `fill` on a streaming workbook and answers the finished file. */
async function streamWorkbook(fill: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Subaybay';
  await fill(workbook);
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

export function writeWorkbook<Row>(sheet: ExcelSheet<Row>): Promise<Buffer> {
  return streamWorkbook(async (workbook) => {
    const headerLast = EXCEL_HEADER_ROW + headerRowCount(sheet.columns) - 1;
    const worksheet = workbook.addWorksheet(safeSheetTitle(sheet.sheetTitle), {
      views: [{ state: 'frozen', xSplit: 0, ySplit: headerLast }],
      ...printSetup({ first: EXCEL_HEADER_ROW, last: headerLast }),
    });
    worksheet.columns = sheet.columns.map((column) => ({ key: column.key, width: column.width }));

    worksheet.getCell(1, 1).value = sheet.officeName;
    worksheet.getCell(1, 1).font = { bold: true, size: 14 };
    worksheet.getCell(2, 1).value = sheet.reportTitle;
    worksheet.getCell(2, 1).font = { bold: true, size: 12 };
    worksheet.getCell(3, 1).value = `As of ${formatTableDate(sheet.asOf)}`;

    writeTableHeader(worksheet, EXCEL_HEADER_ROW, sheet.columns);

    const writeRow = (rowNumber: number, valueOf: (column: ExcelColumn<Row>) => ExcelValue) => {
      const row = worksheet.getRow(rowNumber);
      sheet.columns.forEach((column, index) => {
        const cell = row.getCell(index + 1);
        const value = valueOf(column);
        // A text in a number column (the totals' 'Total' label) stays text.
        const kind = typeof value === 'string' && column.kind !== 'date' ? 'text' : column.kind;
        cell.value = cellValue(kind, value);
        const format = excelNumberFormats[kind];
        if (format) cell.numFmt = format;
        cell.border = TABLE_BORDER;
      });
      return row;
    };

    // A year's workbook is thousands of rows: other requests get the event loop every few milliseconds.
    const pause = reportSlice();
    for (const [index, data] of sheet.rows.entries()) {
      writeRow(headerLast + 1 + index, (column) => column.value(data)).commit();
      await pause();
    }
    if (sheet.totals) {
      const totals = sheet.totals;
      writeRow(headerLast + 1 + sheet.rows.length, (column) => totals[column.key]).font = { bold: true };
    }
    await worksheet.commit();
  });
}

// ── Report sheets: a title block, then sections one under the other ──────────

/** One labelled value of a key–value section (a "numbered row" when `number` is set). */
export interface KeyValueField {
  number?: number | string;
  label: string;
  kind: ExcelColumnKind;
  value: ExcelValue;
}

/** Label | value rows (No. | label | value when `numbered`), from `startColumn` (1-based, default 1). */
export interface KeyValueSection {
  type: 'keyValue';
  title?: string;
  /** The bold header row, e.g. ['No.', 'Particulars', 'Value']. */
  header?: readonly string[];
  numbered?: boolean;
  startColumn?: number;
  fields: readonly KeyValueField[];
}

/** A table of typed columns from column A, with a bold header, an optional totals row and a line when empty. */
export interface TableSection<Row> {
  type: 'table';
  title?: string;
  columns: readonly ExcelColumn<Row>[];
  rows: readonly Row[];
  totals?: Readonly<Record<string, ExcelValue>>;
  /** Freezes the panes under this table's header (one per sheet: the last one asked wins). */
  freezeHeader?: boolean;
  /** Written under the header when there are no rows. */
  emptyText?: string;
}

// The row type is the table's own business once built (see `tableSection`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReportSection = KeyValueSection | TableSection<any>;

/** A table section with its row type checked against its columns. */
export function tableSection<Row>(section: Omit<TableSection<Row>, 'type'>): ReportSection {
  return { type: 'table', ...section };
}

export interface ReportSheet {
  sheetTitle: string;
  officeName: string;
  reportTitle: string;
  /** Lines under the title, before "As of …" (e.g. "Contract No. …"). */
  subtitles?: readonly string[];
  asOf: IsoDate;
  /** Column widths in characters, from column A. */
  widths: readonly number[];
  sections: readonly ReportSection[];
}

function writeTypedCell(cell: ExcelJS.Cell, kind: ExcelColumnKind, value: ExcelValue): void {
  // A text in a number or date column (a 'Total' label, 'Not yet resumed') stays text.
  const effective = typeof value === 'string' && (kind !== 'date' || !isIsoDate(value)) ? 'text' : kind;
  cell.value = cellValue(effective, value);
  const format = excelNumberFormats[effective];
  if (format) cell.numFmt = format;
}

/**
 * The rows of the header a report freezes and repeats on every printed page
 * (the last table section asking for it), counted as `writeReportWorkbook`
 * lays the sheet out: a streaming sheet needs its frozen pane and page setup
 * before its first row is written. A sheet without such a table repeats its
 * title block (office, title, subtitles, "As of").
 */
function headerRowsOf(sheet: ReportSheet): { frozen: boolean; first: number; last: number } {
  // Rows 1 … 3 + subtitles: office, title, subtitles, "As of"; then a blank row.
  const titleBlockLast = 3 + (sheet.subtitles?.length ?? 0);
  let next = titleBlockLast + 2;
  let header: { frozen: boolean; first: number; last: number } = { frozen: false, first: 1, last: titleBlockLast };
  for (const section of sheet.sections) {
    if (section.title) next++;
    if (section.type === 'keyValue') {
      next += (section.header ? 1 : 0) + section.fields.length;
    } else {
      const headerRows = headerRowCount(section.columns);
      if (section.freezeHeader) header = { frozen: true, first: next, last: next + headerRows - 1 };
      next += headerRows + (section.rows.length === 0 && section.emptyText ? 1 : 0) + section.rows.length + (section.totals ? 1 : 0);
    }
    next++;
  }
  return header;
}

/**
 * A report of one sheet: office, title, subtitles and "As of …", a blank row,
 * then each section followed by a blank row. Same cell kinds as `writeWorkbook`
 * (pesos in centavos, percents in percent, ISO dates as real dates), the same
 * page setup, and borders on the cells of every table and key–value section.
 */
export function writeReportWorkbook(sheet: ReportSheet): Promise<Buffer> {
  return streamWorkbook(async (workbook) => {
    const header = headerRowsOf(sheet);
    const worksheet = workbook.addWorksheet(safeSheetTitle(sheet.sheetTitle), {
      views: header.frozen ? [{ state: 'frozen', xSplit: 0, ySplit: header.last }] : [],
      ...printSetup(header),
    });
    worksheet.columns = sheet.widths.map((width) => ({ width }));

    let next = 1;
    const pause = reportSlice();
    const line = (text: string, font?: Partial<ExcelJS.Font>) => {
      const cell = worksheet.getCell(next++, 1);
      cell.value = text;
      if (font) cell.font = font;
    };
    line(sheet.officeName, { bold: true, size: 14 });
    line(sheet.reportTitle, { bold: true, size: 12 });
    for (const subtitle of sheet.subtitles ?? []) line(subtitle, { bold: true });
    line(`As of ${formatTableDate(sheet.asOf)}`);
    next++;

    for (const section of sheet.sections) {
      if (section.title) line(section.title, { bold: true, size: 12 });
      if (section.type === 'keyValue') {
        const start = section.startColumn ?? 1;
        if (section.header) {
          const header = worksheet.getRow(next++);
          section.header.forEach((text, index) => {
            const cell = header.getCell(start + index);
            cell.value = text;
            cell.border = TABLE_BORDER;
          });
          header.font = { bold: true };
        }
        for (const field of section.fields) {
          const row = worksheet.getRow(next++);
          let column = start;
          if (section.numbered) row.getCell(column++).value = field.number ?? null;
          row.getCell(column++).value = field.label;
          writeTypedCell(row.getCell(column), field.kind, field.value);
          row.getCell(column).alignment = { horizontal: 'right' };
          for (let c = start; c <= column; c++) row.getCell(c).border = TABLE_BORDER;
        }
      } else {
        next = writeTableHeader(worksheet, next, section.columns) + 1;
        if (section.rows.length === 0 && section.emptyText) line(section.emptyText, { italic: true });
        for (const data of section.rows) {
          const row = worksheet.getRow(next++);
          section.columns.forEach((column, index) => {
            const cell = row.getCell(index + 1);
            writeTypedCell(cell, column.kind, column.value(data));
            cell.border = TABLE_BORDER;
          });
          row.commit();
          await pause();
        }
        if (section.totals) {
          const totals = section.totals;
          const row = worksheet.getRow(next++);
          section.columns.forEach((column, index) => {
            const cell = row.getCell(index + 1);
            writeTypedCell(cell, column.kind, totals[column.key]);
            cell.border = TABLE_BORDER;
          });
          row.font = { bold: true };
        }
      }
      next++;
    }
    await worksheet.commit();
  });
}

/** `Content-Disposition` for a download: an ASCII fallback and the exact name (RFC 6266 / RFC 5987). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Answers an .xlsx download. */
export function sendXlsx(reply: FastifyReply, buffer: Buffer, filename: string): FastifyReply {
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', attachmentDisposition(filename))
    .header('Cache-Control', 'no-store')
    .send(buffer);
}

/** The office's name for a file's title block ('' if the account is gone). */
export async function officeNameOf(db: Database, accountId: number): Promise<string> {
  const [row] = await db.select({ officeName: accounts.officeName }).from(accounts).where(eq(accounts.id, accountId));
  return row?.officeName ?? '';
}
