import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../i18n';
import type { ListRows } from '../platform/lists';
import { onFirstUse } from '../platform/on-first-use';
import { fileName, sheetRecords, wordsOf, type Cell, type Day, type Sheet } from './sheet';

const excel = onFirstUse(async () => (await import('exceljs')).default);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How a date cell shows its day: ISO in English (as the English CSV writes it), DD.MM.YYYY in German. */
const DAY_FORMAT: Record<Language, string> = { english: 'yyyy-mm-dd', german: 'dd.mm.yyyy' };

/** Wide enough for a date, a status or most names; a header longer than that widens its column. */
const COLUMN_WIDTH = 18;

/**
 * A cell's value: a text stays text whatever it starts with (a workbook's formulas are cells of their own
 * kind, so a name like `=1+1` or a phone like `+49 …` runs nothing and needs no guard); a day is the date of
 * its UTC midnight, the serial number Excel counts days by, and a moment that day's wall-clock time.
 */
const valueOf = (cell: Cell) =>
  typeof cell === 'object' ? new Date(`${cell.day}T${cell.time ?? '00:00'}:00Z`) : cell;

/** A day's format, with the hours and minutes of a moment (a workbook's dates have no time zone). */
const dateFormat = (cell: Day, language: Language) => DAY_FORMAT[language] + (cell.time ? ' hh:mm' : '');

/** Resolves once `file` takes writes again, or is closed (its client left). */
const drained = (file: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      file.off('drain', done);
      file.off('close', done);
      resolve();
    };
    file.on('drain', done);
    file.on('close', done);
  });

/**
 * Writes the workbook into `file` a row at a time as the records are read (exceljs's streaming writer, each
 * row committed and let go), waiting while `file` is full: memory stays the same at any row count, and a
 * client that leaves (which closes `file`) ends the reading.
 */
async function writeWorkbook<T>(file: PassThrough, sheet: Sheet<T>, rows: ListRows<T>, language: Language) {
  const word = wordsOf(language);
  // Inline strings, not a shared-strings table, which would hold every distinct text until the end.
  const ExcelJS = await excel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file,
    useSharedStrings: false,
    useStyles: true,
  });
  const worksheet = workbook.addWorksheet(word(sheet.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    width: Math.max(COLUMN_WIDTH, word(column.header).length + 2),
  }));
  let header = true;
  for await (const record of sheetRecords(sheet, rows, word)) {
    if (file.destroyed) return;
    const row = worksheet.addRow(record.map(valueOf));
    if (header) row.font = { bold: true };
    record.forEach((cell, index) => {
      if (typeof cell === 'object') row.getCell(index + 1).numFmt = dateFormat(cell, language);
    });
    row.commit();
    header = false;
    if (file.writableNeedDrain) await drained(file);
  }
  // A closed answer would never report the workbook's end.
  if (file.destroyed) return;
  worksheet.commit();
  await workbook.commit();
}

/**
 * Sends a list's records as an Excel workbook, written as they are read: one sheet named after the list,
 * the screen's headers (bold, kept in sight while scrolling) and words in the caller's language, typed
 * cells (texts as text, numbers as numbers, days as dates in the language's format), named after the
 * resource and the server's day (`candidates-2026-11-24.xlsx`).
 */
export function sendXlsx<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  sheet: Sheet<T>,
  rows: ListRows<T>,
) {
  const file = new PassThrough();
  writeWorkbook(file, sheet, rows, request.language).catch((error: unknown) => {
    request.log.info({ err: error }, 'export ended before its last record');
    file.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName(sheet, 'xlsx')}"`)
    .send(file);
}
