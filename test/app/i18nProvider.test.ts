import { describe, expect, it } from 'vitest';
import defaultProvider, {
  createI18nProvider,
  currentLanguage,
  LANGUAGE_KEY,
} from '../../src/providers/i18nProvider';

describe('i18nProvider', () => {
  it('starts in English when no language is stored', () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('english');
    expect(currentLanguage()).toBe('english');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('validation.required')).toBe('Required');
    expect(i18n.translate('api.invalid_credentials')).toBe('Invalid Credentials!');
  });

  it('offers English and Deutsch under the spec stored values', () => {
    expect(createI18nProvider().getLocales?.()).toEqual([
      { locale: 'english', name: 'English' },
      { locale: 'german', name: 'Deutsch' },
    ]);
  });

  it('starts in the language stored under "language", once its catalog (a chunk of its own) is loaded', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'german');
    const i18n = createI18nProvider();
    await i18n.ready;
    expect(i18n.getLocale()).toBe('german');
    expect(i18n.translate('ra.action.save')).toBe('Speichern');
    expect(currentLanguage()).toBe('german');
  });

  it('falls back to English for a stored value that is no language', () => {
    localStorage.setItem(LANGUAGE_KEY, 'klingon');
    expect(createI18nProvider().getLocale()).toBe('english');
    expect(currentLanguage()).toBe('english');
  });

  it('shows German texts after changeLocale("german") and stores the choice', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('german');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('german');
    expect(currentLanguage()).toBe('german');
    expect(i18n.getLocale()).toBe('german');
    expect(i18n.translate('ra.action.delete')).toBe('Löschen');
    expect(i18n.translate('validation.password_min', { min: 8 })).toBe('Mindestens 8 Zeichen erforderlich');
    expect(i18n.translate('api.user_added')).toBe('Benutzer erfolgreich hinzugefügt');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 Elemente gelöscht');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Element gelöscht');

    await i18n.changeLocale('english');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('english');
    expect(i18n.translate('ra.action.delete')).toBe('Delete');
  });

  it("tells listeners of a switch only once the new language's texts are in use, never showing a key", async () => {
    const i18n = createI18nProvider();
    const heard: string[] = [];
    i18n.subscribe(() => heard.push(i18n.translate('ra.action.save')));
    const switching = i18n.changeLocale('german');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    await switching;
    expect(heard).toEqual(['Speichern']);
  });

  it('keeps the stored language for the next start (reload)', async () => {
    await createI18nProvider().changeLocale('german');
    expect(createI18nProvider().translate('ra.auth.logout')).toBe('Abmelden');
  });

  it('labels sorting by an acronym column "Sort by ID", in both languages, and lowers other labels', async () => {
    const i18n = createI18nProvider();
    const sortBy = (field: string) =>
      i18n.translate('ra.sort.sort_by', {
        field,
        field_lower_first: field.charAt(0).toLowerCase() + field.slice(1),
        order: i18n.translate('ra.sort.ASC'),
      });
    expect(sortBy('ID')).toBe('Sort by ID ascending');
    expect(sortBy('Full name')).toBe('Sort by full name ascending');
    await i18n.changeLocale('german');
    expect(sortBy('ID')).toBe('Nach „ID“ aufsteigend sortieren');
    expect(sortBy('Vollständiger Name')).toBe('Nach „Vollständiger Name“ aufsteigend sortieren');
  });

  it("writes counts of a thousand and more with the language's thousands separator, keeping the plural", async () => {
    const i18n = createI18nProvider();
    const range = { offsetBegin: 1, offsetEnd: 25, total: 2034 };
    expect(i18n.translate('app.list.results', { smart_count: 2034 })).toBe('2,034 results');
    expect(i18n.translate('app.list.results', { smart_count: 1 })).toBe('1 result');
    expect(i18n.translate('ra.navigation.page_range_info', range)).toBe('1-25 of 2,034');
    await i18n.changeLocale('german');
    expect(i18n.translate('app.list.results', { smart_count: 2034 })).toBe('2.034 Ergebnisse');
    expect(i18n.translate('app.list.results', { smart_count: 1 })).toBe('1 Ergebnis');
    expect(i18n.translate('ra.navigation.page_range_info', range)).toBe('1-25 von 2.034');
  });

  it('passes the API messages, already translated, through unchanged', () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('Ungültige Anmeldedaten!')).toBe('Ungültige Anmeldedaten!');
  });

  it('is the default export, ready for <Admin i18nProvider>', () => {
    expect(defaultProvider.translate('ra.auth.sign_in')).toBe('Sign in');
  });
});
