import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../i18n';
import { documentTitle } from '../../common/documentTitle';
import { htmlLang } from '../../common/htmlLang';
import { catalogs } from '../../providers/catalogs';
import { addCatalogs, i18nProvider, LANGUAGE_KEY } from '../../providers/i18nProvider';
import { ENDED_KEY, TOKEN_KEY } from '../../providers/session';
import { publicScreens, type Screen } from '../../publicScreens';
import { publicTheme } from '../theme';
import { BOOT_ATTRIBUTE, bootElementId, MARKS, NO_BOOT } from './marks';

/**
 * Build time only, in Node (scripts/boot-html.ts): the first paint of every public page (src/publicScreens.ts)
 * for its HTML, rendered in each language by the same components, theme and catalogs as the app, so that the app
 * takes over from it without a visible change (takeOver.ts).
 */

// Every language at hand: the module runner that loads this file (scripts/boot-render.ts) closes before it renders.
addCatalogs(catalogs);

/** One public page in one language, as Material UI draws it. */
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

/** A public page's first paint: its copies, and where the server serves them. */
export interface BootPaint {
  /** The HTML file in the built app that carries it: the sign-in page's is index.html, every route's fallback. */
  file: string;
  /** The paths it is for, as a regular expression (case-insensitive, as the router matches). */
  path: string;
  pages: BootPage[];
}

/** The public pages' modules, loaded (App.tsx loads the same lazily). */
const modules = import.meta.glob<{ default: ComponentType }>('../../auth/*Page.tsx', { eager: true });

/** On a server, emotion writes each new class's rules in a style element just before the first element using it. */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>([^<]*)<\/style>/g;

/** The page's heading, which LoginLayout also makes the tab's title (React escapes these five in text). */
function heading(html: string): string {
  const text = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  if (text === undefined) throw new Error('a public page without a plain <h1> heading cannot name its tab');
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
  return text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name] ?? '');
}

/** A route's pattern as a regular expression: `:params` are one segment each, and a trailing slash may follow. */
const pathExpression = (pattern: string) => `^${pattern.replace(/\/$/, '').replace(/:\w+/g, '[^/]+')}/?$`;

/** `/password-reset/:id/...` is served password-reset.html; `/` is index.html. */
function fileOf(screen: Screen): string {
  const first = screen.path.split('/').find((segment) => segment !== '');
  return first ? `${first}.html` : 'index.html';
}

async function renderPage(screen: Screen, language: Language): Promise<BootPage> {
  const Page = modules[`../../${screen.page}.tsx`]?.default;
  if (!Page) throw new Error(`src/${screen.page}.tsx is not a public page module`);
  await i18nProvider.changeLocale(language);
  const rendered = renderToString(
    <StaticRouter location={screen.path}>
      <ThemeProvider theme={publicTheme}>
        <CssBaseline enableColorScheme>
          <Page />
        </CssBaseline>
      </ThemeProvider>
    </StaticRouter>,
    // The copies sit side by side in one document: their fields' ids must differ.
    { identifierPrefix: `${bootElementId(language)}-` },
  );
  const html = rendered.replace(EMOTION_STYLE, '');
  return {
    language,
    id: bootElementId(language),
    html,
    styles: [...rendered.matchAll(EMOTION_STYLE)].map((match) => match[1] ?? ''),
    lang: htmlLang(language),
    title: documentTitle(heading(html), i18nProvider.translate('app.title')),
  };
}

/** Every public page's first paint, in every language. */
export async function renderPublicPages(): Promise<BootPaint[]> {
  const paints: BootPaint[] = [];
  for (const screen of publicScreens) {
    const pages: BootPage[] = [];
    for (const language of LANGUAGES) pages.push(await renderPage(screen, language));
    paints.push({ file: fileOf(screen), path: pathExpression(screen.path), pages });
  }
  return paints;
}

/** What the inline script of each page's HTML reads and sets, from the app's own definitions. */
export const bootSettings = {
  languageKey: LANGUAGE_KEY,
  /** A stored session: the public pages send the visitor to /home (PublicOnly), and show no copy. */
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
