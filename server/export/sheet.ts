import Polyglot from 'node-polyglot';
import type { Language } from '../../i18n';
import type { MessagePath } from '../../i18n/define';
import calendar from '../../i18n/calendar';
import interviews from '../../i18n/interviews';
import reports from '../../i18n/reports';
import { screenTexts } from '../../i18n/screens';
import { toApiDate } from '@contract/dates';
import type { ListRows } from '../platform/lists';

/**
 * The list screens' words (column headers, statuses, roles), from the catalogs the app shows them with: the
 * screens' catalog, and the interviews', calendar's and reports', which the app loads with their screens only.
 */
const sheetTexts = (language: Language) => ({
  ...screenTexts(language),
  ...interviews[language],
  ...calendar[language],
  ...reports[language],
});
export type ScreenWord = MessagePath<ReturnType<typeof sheetTexts>>;

const catalogs: Record<Language, Polyglot> = {
  english: new Polyglot({ phrases: sheetTexts('english'), locale: 'en' }),
  german: new Polyglot({ phrases: sheetTexts('german'), locale: 'de' }),
};

/** A language's screen words, by key. */
export const wordsOf = (language: Language) => {
  const catalog = catalogs[language];
  return (key: ScreenWord) => catalog.t(key);
};

/**
 * A calendar day (YYYY-MM-DD, the server's local day, as the screen shows it), and for a moment its time on
 * the wall clock (HH:mm, in the time zone the export was asked in); each file writes it its way.
 */
export interface Day {
  day: string;
  time?: string;
}

/** A cell of an export: a text, a number or a day (with its time); each file format writes them as its type allows. */
export type Cell = string | number | Day;

/** A date or timestamp's day; empty text when there is none. */
export function dayOf(value: Date | string | null | undefined): Day | string {
  const day = toApiDate(value);
  return day === '' ? '' : { day };
}

/** One column of an export: its header, and the cell of a record as the list screen shows it. */
interface SheetColumn<T> {
  header: ScreenWord;
  cell: (item: T, word: (key: ScreenWord) => string) => Cell;
}

/**
 * What a list exports, the one definition both files (CSV, Excel) are written from: the resource's English
 * word for the file name, the list's title (the workbook's sheet) and the screen's columns.
 */
export interface Sheet<T> {
  file: string;
  title: ScreenWord;
  columns: readonly SheetColumn<T>[];
}

/** The headers, then each record's cells, as the records are read. */
export async function* sheetRecords<T>(
  sheet: Sheet<T>,
  rows: ListRows<T>,
  word: (key: ScreenWord) => string,
): AsyncGenerator<Cell[]> {
  yield sheet.columns.map((column) => word(column.header));
  for await (const batch of rows.batches) {
    for (const item of batch) yield sheet.columns.map((column) => column.cell(item, word));
  }
}

/** The download's name: the resource and the server's day (`candidates-2026-11-24.xlsx`). */
export const fileName = <T>(sheet: Sheet<T>, extension: string) =>
  `${sheet.file}-${toApiDate(new Date())}.${extension}`;
