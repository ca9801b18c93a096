import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../i18n';
import { formatDate } from '@contract/dates';
import type { ListRows } from '../platform/lists';
import { fileName, sheetRecords, wordsOf, type Cell, type Sheet } from './sheet';

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

/**
 * A day as the language's spreadsheet programs read it as a date: ISO (YYYY-MM-DD) in English, DD.MM.YYYY
 * in German (spec section 9), which each reads on opening a CSV file.
 */
const DAY_TEXT: Record<Language, (day: string) => string> = { english: (day) => day, german: formatDate };

/** A number as the language's spreadsheet programs read it: a decimal comma in German (66,7), a point in English. */
const NUMBER_TEXT: Record<Language, (value: number) => string | number> = {
  english: (value) => value,
  german: (value) => String(value).replace('.', ','),
};

async function* csvRecords(records: AsyncIterable<Cell[]>, language: Language) {
  const dayText = DAY_TEXT[language];
  const numberText = NUMBER_TEXT[language];
  for await (const record of records)
    yield record.map((cell) => {
      if (typeof cell === 'number') return numberText(cell);
      return typeof cell === 'object' ? [dayText(cell.day), cell.time].filter(Boolean).join(' ') : cell;
    });
}

/**
 * Sends a list's records as a CSV file, written as they are read: UTF-8 with a byte-order mark (so that
 * spreadsheet programs keep umlauts), the caller's language's separator, headers and words, RFC 4180's line
 * ends, named after the resource and the server's day (`candidates-2026-11-24.csv`).
 */
export function sendCsv<T>(request: FastifyRequest, reply: FastifyReply, sheet: Sheet<T>, rows: ListRows<T>) {
  const { language } = request;
  // One record read ahead: the writer asks for more only as the client takes the file.
  const records = Readable.from(csvRecords(sheetRecords(sheet, rows, wordsOf(language)), language), {
    highWaterMark: 1,
  });
  const file = stringify({
    bom: true,
    delimiter: SEPARATORS[language],
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
    .header('content-disposition', `attachment; filename="${fileName(sheet, 'csv')}"`)
    .send(file);
}
