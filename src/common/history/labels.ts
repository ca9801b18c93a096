import type { TranslateFunction } from 'react-admin';
import { USER_ROLES, type UserRole } from '@contract/domain';
import type { RecordedField, RecordedHistory } from '@contract/history';
import { roleLabel } from '../../users/labels';
import { domainChoices } from '../choices';
import { formatDate, formatTime } from '../dates';
import type { LazyArea } from '../useAreaTranslate';

/** A recorded value as the screens show it, in the UI's language ('english' or 'german'). */
type ShowValue = (value: string, translate: TranslateFunction, locale: string) => string;

export interface HistoryField {
  /** i18n key of the label the detail screens and forms give the field. */
  label: string;
  /** How the screens show a value; without it the value shows as it is. */
  show?: ShowValue;
  /** Long texts show shortened, with the full text a click away. */
  long?: boolean;
  /** Its entries never carry its values (a scorecard's): "Ratings changed", as a password's. */
  valueless?: boolean;
}

/** A resource's history as the timelines show it: its kind, and each recorded field's label and values. */
export interface HistoryLabels extends HistoryTexts {
  kind: string;
  fields: Readonly<Record<string, HistoryField>>;
}

/** Where a kind's texts differ from the records' own. */
export interface HistoryTexts {
  /** i18n key prefix of its entries' headlines ("Note added by %{actor}"), with create, update and delete. */
  actions?: string;
  /** The catalog area its labels and headlines are in, when not the app's (i18n/<area>.ts, `prefix.` keys). */
  area?: { texts: LazyArea; prefix: string };
}

/**
 * The labels of what `H` records (its contract's RecordedHistory, by type alone: zod stays out of the
 * timeline's chunk), one for each field: a field left out, or one it does not record, fails to compile.
 */
export const historyLabels = <H extends RecordedHistory>(
  kind: H['kind'],
  fields: Record<RecordedField<H>, HistoryField>,
  texts: HistoryTexts = {},
): HistoryLabels => ({ kind, fields, ...texts });

/**
 * A domain value by its label key, as the forms' choices name it, whatever its case (an edit payload sends the
 * active state in lower case); a value outside the domain as it is.
 */
export function choice(labels: string, values: readonly string[]): ShowValue {
  const keys = new Map(domainChoices(labels, values).map((item) => [item.id.toLowerCase(), item.name]));
  return (value, translate) => {
    const key = keys.get(value.toLowerCase());
    return key ? translate(key) : value;
  };
}

export const role: ShowValue = (value, translate) =>
  (USER_ROLES as readonly string[]).includes(value) ? translate(roleLabel(value as UserRole)) : value;
export const day: ShowValue = (value) => formatDate(value) || value;
/** An instant in the browser's time zone, as the screens write it ("28.11.2026 at 14:00"). */
export const dateTime: ShowValue = (value, translate) =>
  formatDate(value)
    ? translate('app.date_time', { date: formatDate(value), time: formatTime(value) })
    : value;
/** A yes or no, recorded as 'true' or 'false'. */
export const yesNo: ShowValue = (value, translate) =>
  value === 'true' || value === 'false' ? translate(`ra.boolean.${value}`) : value;
/**
 * A name recorded in both languages, as the JSON array [English, German] (a candidate's rejection reason): the
 * one of the UI's language; any other value as it is.
 */
export const bilingualName: ShowValue = (value, _translate, locale) => {
  try {
    const names: unknown = JSON.parse(value);
    if (Array.isArray(names) && typeof names[0] === 'string' && typeof names[1] === 'string')
      return locale === 'german' ? names[1] : names[0];
  } catch {
    // Not a pair of names: shown as recorded.
  }
  return value;
};
/** As the vacancy detail shows the quota. */
export const percent: ShowValue = (value) => `${value} %`;
