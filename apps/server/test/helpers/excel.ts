import ExcelJS from 'exceljs';
import { expect } from 'vitest';

/**
 * What every Excel file must hold to be handed in as it is: A4 (paper size 9)
 * landscape, one page wide and as many pages down as needed, the header rows
 * `titleRows` ("5:5") repeated on every printed page.
 */
export function expectPrintSetup(sheet: ExcelJS.Worksheet, titleRows: string): void {
  expect(sheet.pageSetup).toMatchObject({ paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: titleRows });
}

/** A table cell with a thin border on each side. */
export function expectBordered(sheet: ExcelJS.Worksheet, address: string): void {
  const thin = { style: 'thin' };
  expect(sheet.getCell(address).border, address).toMatchObject({ top: thin, left: thin, bottom: thin, right: thin });
}

/** A stored number equal to what is displayed: no more than 2 decimals (94.14, never 94.13793103448276). */
export function expectTwoDecimals(sheet: ExcelJS.Worksheet, address: string): void {
  const value = sheet.getCell(address).value;
  expect(typeof value, address).toBe('number');
  expect(value, address).toBe(Number((value as number).toFixed(2)));
}
