import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { shared } from '../../i18n';
import app from '../../i18n/app';
import bulk from '../../i18n/bulk';
import automations from '../../i18n/automations';
import calendar from '../../i18n/calendar';
import candidateMails from '../../i18n/candidate-mails';
import interviews from '../../i18n/interviews';
import mails from '../../i18n/mails';
import raGerman from '../../i18n/ra-german';
import reports from '../../i18n/reports';
import retention from '../../i18n/retention';
import stale from '../../i18n/stale';
import { catalogs } from '../../src/providers/catalogs';

/** Every message of a catalog by its dotted key. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value as object, path)) entries.set(nested, text);
  }
  return entries;
}

/**
 * The placeholders a text interpolates. react-admin passes a column label both as `field` and as
 * `field_lower_first`: German keeps nouns capitalised and takes `field`, which names the same value.
 */
const SAME_VALUE: Record<string, string> = { field_lower_first: 'field' };
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => SAME_VALUE[name ?? ''] ?? name))].sort();

/** Polyglot's plural forms are separated by '||||'. */
const pluralForms = (text: string) => text.split('||||').length;

const pairs = {
  'react-admin (ra-language-english 5.15 / i18n/ra-german.ts)': [englishMessages, raGerman],
  'shared (i18n/index.ts: validation and api)': [shared.english, shared.german],
  'app (i18n/app.ts)': [app.english, app.german],
  'bulk actions (i18n/bulk.ts, loaded with the bulk toolbar)': [bulk.english, bulk.german],
  'stale saves and deletes (i18n/stale.ts, loaded with their dialogs)': [stale.english, stale.german],
  'interviews (i18n/interviews.ts, loaded with the candidate details and the timelines)': [
    interviews.english,
    interviews.german,
  ],
  'calendar (i18n/calendar.ts, loaded with the calendar and the dashboard)': [
    calendar.english,
    calendar.german,
  ],
  'mails (i18n/mails.ts, loaded with the mail queue)': [mails.english, mails.german],
  'reports (i18n/reports.ts, loaded with the funnel report)': [reports.english, reports.german],
  'automations (i18n/automations.ts, loaded with the customer and vacancy details)': [
    automations.english,
    automations.german,
  ],
  'candidate mails (i18n/candidate-mails.ts, loaded with the candidate details)': [
    candidateMails.english,
    candidateMails.german,
  ],
  'retention (i18n/retention.ts, loaded with the customer form and the dashboard)': [
    retention.english,
    retention.german,
  ],
  'the merged catalogs of the i18nProvider': [catalogs.english, catalogs.german],
} as const;

describe.each(Object.entries(pairs))('catalog %s', (_name, [englishTree, germanTree]) => {
  const english = flatten(englishTree);
  const german = flatten(germanTree);

  it('has every key in both languages', () => {
    const onlyEnglish = [...english.keys()].filter((key) => !german.has(key));
    const onlyGerman = [...german.keys()].filter((key) => !english.has(key));
    expect({ onlyEnglish, onlyGerman }).toEqual({ onlyEnglish: [], onlyGerman: [] });
    expect(english.size).toBeGreaterThan(0);
  });

  it('interpolates the same placeholders and plural forms in both languages', () => {
    const differing = [...english].flatMap(([key, text]) => {
      const translation = german.get(key) ?? '';
      const same =
        placeholders(text).join() === placeholders(translation).join() &&
        pluralForms(text) === pluralForms(translation);
      return same ? [] : [{ key, english: text, german: translation }];
    });
    expect(differing).toEqual([]);
  });

  it('has a German text for every message', () => {
    const empty = [...german].filter(([key, text]) => text.trim() === '' && english.get(key)?.trim() !== '');
    expect(empty).toEqual([]);
  });
});

describe('catalog composition', () => {
  it('gives react-admin every key of ra-language-english 5.15 in German, including the ones v5 added', () => {
    const german = flatten(raGerman);
    for (const key of [
      'ra.action.clear_array_input',
      'ra.page.access_denied',
      'ra.configurable.SimpleList.title',
    ]) {
      expect(german.get(key)).toBeTruthy();
    }
    expect(german.get('ra.page.edit')).toBe('%{name} %{recordRepresentation}');
    expect(german.size).toBe(flatten(englishMessages).size);
  });

  it('lets no area hide another: the app, shared and react-admin top-level keys are distinct', () => {
    const tops = [Object.keys(englishMessages), Object.keys(shared.english), Object.keys(app.english)];
    const all = tops.flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps the react-admin texts at the placeholders react-admin passes', () => {
    expect(placeholders(raGerman.ra.message.delete_title)).toEqual(['name', 'recordRepresentation']);
    expect(placeholders(raGerman.ra.notification.deleted)).toEqual(['smart_count']);
  });
});
