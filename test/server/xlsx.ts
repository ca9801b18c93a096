import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Language } from '../../i18n';
import { dayText } from './csv';

/** The Excel exports (server/export/xlsx.ts) read back with exceljs's reader, for the API and browser tests. */

/** The workbook's only sheet. */
export async function sheetOf(bytes: ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0] ?? expect.fail('no sheet');
}

/**
 * A sheet's rows, each cell as that language's CSV writes it (a date as its UTC day, which the cell holds),
 * to compare with the screen's rows (./csv.ts).
 */
export function textRows(sheet: ExcelJS.Worksheet, language: Language): string[][] {
  const rows: string[][] = [];
  // Counted once: the sheet counts its columns over every row each time it is asked.
  const columns = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= columns; column++) {
      const { value } = row.getCell(column);
      cells.push(
        value instanceof Date ? dayText(language, value.toISOString().slice(0, 10)) : String(value ?? ''),
      );
    }
    rows.push(cells);
  });
  return rows;
}
