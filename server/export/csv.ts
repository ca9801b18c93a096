import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Polyglot from 'node-polyglot';
import type { Language } from '../../i18n';
import type { MessagePath } from '../../i18n/define';
import { screenTexts, type ScreenTexts } from '../../i18n/screens';
import { toApiDate } from '@contract/dates';
import type { ListRows } from '../platform/lists';

/** The list screens' words (column headers, statuses, roles), from the catalogs the app shows them with. */
type ScreenWord = MessagePath<ScreenTexts>;

const catalogs: Record<Language, Polyglot> = {
  english: new Polyglot({ phrases: screenTexts('english'), locale: 'en' }),
  german: new Polyglot({ phrases: screenTexts('german'), locale: 'de' }),
};

/** German spreadsheet programs split on semicolons (the comma is their decimal mark), English ones on commas. */
const SEPARATORS: Record<Language, string> = { english: ',', german: ';' };

/**
 * What starts a formula (escape_formulas' list, full-width forms included) after a line break or either
 * language's separator inside a text: a program that splits the file by the other language's separator, or
 * by lines before quotes, would start a cell there.
 */
const INNER_FORMULA = new RegExp(
  `([\\r\\n${Object.values(SEPARATORS).join('')}])(?=[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20])`,
  'g',
);

/** The formula guard inside a text: an apostrophe before each formula-like start of a cell-to-be. */
const guardInnerFormulas = (text: string) => text.replace(INNER_FORMULA, "$1'");

/** One column of an export: its header, and the cell of a record as the list screen shows it. */
interface SheetColumn<T> {
  header: ScreenWord;
  cell: (item: T, word: (key: ScreenWord) => string) => string | number;
}

/** What a list exports: the resource's English word for the file name, and the screen's columns. */
export interface Sheet<T> {
  file: string;
  columns: readonly SheetColumn<T>[];
}

async function* sheetRecords<T>(
  sheet: Sheet<T>,
  rows: ListRows<T>,
  word: (key: ScreenWord) => string,
): AsyncGenerator<(string | number)[]> {
  yield sheet.columns.map((column) => word(column.header));
  for await (const batch of rows.batches) {
    for (const item of batch) yield sheet.columns.map((column) => column.cell(item, word));
  }
}

/**
 * Sends a list's records as a CSV file, written as they are read: UTF-8 with a byte-order mark (so that
 * spreadsheet programs keep umlauts), the caller's language's separator, headers and words, RFC 4180's line
 * ends, named after the resource and the server's day (`candidates-2026-11-24.csv`).
 */
export function sendCsv<T>(request: FastifyRequest, reply: FastifyReply, sheet: Sheet<T>, rows: ListRows<T>) {
  const catalog = catalogs[request.language];
  const word = (key: ScreenWord) => catalog.t(key);
  // One record read ahead: the writer asks for more only as the client takes the file.
  const records = Readable.from(sheetRecords(sheet, rows, word), { highWaterMark: 1 });
  const file = stringify({
    bom: true,
    delimiter: SEPARATORS[request.language],
    record_delimiter: 'windows',
    // Every text in quotes, line breaks of any kind included ('windows' would quote only CRLF): a name with
    // a bare line break or the other language's separator in it stays one cell, not a planted row or column.
    quoted_string: true,
    quote_record_delimiter: true,
    // A cell starting with = + - @ (an applicant's name, a phone number) would run as a formula in a
    // spreadsheet program (CSV injection); a leading apostrophe keeps it text, as OWASP advises.
    escape_formulas: true,
    cast: { string: guardInnerFormulas },
  });
  // A client that leaves (or is cut for not reading) ends the records too: no further batch is read.
  pipeline(records, file, (error) => {
    if (error) request.log.info({ err: error }, 'export ended before its last record');
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${sheet.file}-${toApiDate(new Date())}.csv"`)
    .send(file);
}
