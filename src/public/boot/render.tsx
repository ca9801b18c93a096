import { CssBaseline, ThemeProvider } from '@mui/material';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../i18n';
import SignInPage from '../../auth/SignInPage';
import { documentTitle } from '../../common/documentTitle';
import { htmlLang } from '../../common/htmlLang';
import { i18nProvider, LANGUAGE_KEY } from '../../providers/i18nProvider';
import { ENDED_KEY, TOKEN_KEY } from '../../providers/session';
import { routes } from '../../routes';
import { publicTheme } from '../theme';
import { BOOT_ATTRIBUTE, bootElementId, MARKS, NO_BOOT } from './marks';

/**
 * Build time only, in Node (scripts/boot-html.ts): the sign-in page's first paint for index.html, rendered in
 * each language by the same components, theme and catalogs as the app, so that the app takes over from it
 * without a visible change (takeOver.ts).
 */

/** The sign-in page in one language, as Material UI draws it. */
export interface BootPage {
  language: Language;
  /** The id of the copy's element. */
  id: string;
  /** The page's markup, its styles taken out. */
  html: string;
  /** The rules emotion wrote for it, one string per class (and one for the global rules). */
  styles: string[];
  /** `<html lang>` and the tab's title, as useDocumentLanguage sets them. */
  lang: string;
  title: string;
}

/** On a server, emotion writes each new class's rules in a style element just before the first element using it. */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>([^<]*)<\/style>/g;

export async function renderSignInPages(): Promise<BootPage[]> {
  const pages: BootPage[] = [];
  for (const language of LANGUAGES) {
    await i18nProvider.changeLocale(language);
    const rendered = renderToString(
      <StaticRouter location={routes.signIn}>
        <ThemeProvider theme={publicTheme}>
          <CssBaseline enableColorScheme>
            <SignInPage />
          </CssBaseline>
        </ThemeProvider>
      </StaticRouter>,
      // The pages sit side by side in one document: their fields' ids must differ.
      { identifierPrefix: `${bootElementId(language)}-` },
    );
    const translate = i18nProvider.translate;
    pages.push({
      language,
      id: bootElementId(language),
      html: rendered.replace(EMOTION_STYLE, ''),
      styles: [...rendered.matchAll(EMOTION_STYLE)].map((match) => match[1] ?? ''),
      lang: htmlLang(language),
      title: documentTitle(translate('app.sign_in.title'), translate('app.title')),
    });
  }
  return pages;
}

/** What the inline script of index.html reads and sets, from the app's own definitions. */
export const bootSettings = {
  path: routes.signIn,
  languageKey: LANGUAGE_KEY,
  tokenKey: TOKEN_KEY,
  /** The sign-in page has a toast to show at once: the app starts without waiting for the user. */
  endedKey: ENDED_KEY,
  defaultLanguage: DEFAULT_LANGUAGE,
  attribute: BOOT_ATTRIBUTE,
  none: NO_BOOT,
  marks: MARKS,
};

/**
 * What Material UI's field does with React's state, done by CSS until the app runs: the label of a field with
 * the focus or text moves up (InputLabel's `shrink` transforms for the filled variant) and takes the primary
 * colour, and the underline of the focused field fills (FilledInput's `focused`). MARKS.filled is set by the
 * inline script as text is typed; `:autofill` is the browser's own filling.
 */
export function bootFieldRules(): string {
  const active = (label: string) =>
    ['.MuiFormControl-root:focus-within', `[${MARKS.filled}]`, '.MuiFormControl-root:has(input:autofill)']
      .map((field) => `.boot ${field}>${label}`)
      .join(',');
  return [
    `${active('.MuiInputLabel-filled')}{transform:translate(12px,7px) scale(0.75);max-width:calc(133% - 24px)}`,
    `${active('.MuiInputLabel-filled.MuiInputLabel-sizeSmall')}{transform:translate(12px,4px) scale(0.75)}`,
    `.boot .MuiFormControl-root:focus-within>.MuiInputLabel-root{color:${publicTheme.palette.primary.main}}`,
    '.boot .MuiFilledInput-root:focus-within::after{transform:scaleX(1) translateX(0)}',
  ].join('');
}
