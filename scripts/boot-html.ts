import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import type * as Render from '../src/public/boot/render';

const run = promisify(execFile);

/**
 * The sign-in page's first paint in the built index.html (issue 32): the page as the app renders it, in every
 * language, with its styles, and an inline script that picks the stored language's copy (or none) before any
 * bundle runs. The app's form then takes over (src/public/boot/takeOver.ts). The server allows the inline script
 * by its hash, which it computes from the index.html it serves (server/platform/app-html.ts).
 */

/**
 * Which copy shows: the one the inline script chose, or without it (JavaScript off) the default language's. These
 * rules follow the copies in the document, and until they are parsed no copy shows: the browser never paints a
 * copy in part, whose centred card would move as the rest of it arrives.
 */
function shownCopy({ attribute, defaultLanguage }: typeof Render.bootSettings, pages: Render.BootPage[]) {
  const fallback = pages.find((page) => page.language === defaultLanguage);
  return [
    ...(fallback ? [`html:not([${attribute}]) #${fallback.id}{display:block}`] : []),
    ...pages.map(({ language, id }) => `[${attribute}=${language}] #${id}{display:block}`),
  ].join('');
}

/** No copy shows until shownCopy's rules; #root stays hidden while one does, until the app takes over. */
const hidden = ({ attribute, none }: typeof Render.bootSettings) =>
  `.boot{display:none}html:not([${attribute}=${none}]) #root{display:none}`;

/**
 * Runs in <head> before the body is parsed: the stored language's copy on the sign-in path without a stored
 * session, none elsewhere (the app draws those); the tab's title and language follow. Until the app runs, it
 * marks fields holding text (their labels move up, bootFieldRules), and holds a submit back and notes the button
 * last clicked, for the app to do them (src/public/boot/takeOver.ts).
 *
 * It also starts the app (`entry`, Vite's entry script, which this plugin takes out of the page): at once where
 * no copy shows or the sign-in page has a toast to show, else on the user's first pointer, key or focus. The
 * browser fetches the code meanwhile (the entry's modulepreload links); only running it waits, so that the page
 * stays free for the user while they have not turned to it.
 */
function inlineScript(settings: typeof Render.bootSettings, pages: Render.BootPage[], entry: string): string {
  const shown = Object.fromEntries(pages.map(({ language, lang, title }) => [language, { lang, title }]));
  const s = JSON.stringify;
  const { filled, submitted, clicked } = settings.marks;
  return `(function(){var d=document.documentElement,p=${s(shown)},l=null,n=false,g=false;
function load(){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${s(entry)};document.head.appendChild(e)}
function start(){if(g)return;g=true;if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',load);else load()}
try{var k=function(n){return sessionStorage.getItem(n)||localStorage.getItem(n)};n=!!sessionStorage.getItem(${s(settings.endedKey)});
if(location.pathname===${s(settings.path)}&&!k(${s(settings.tokenKey)})){l=localStorage.getItem(${s(settings.languageKey)});
if(!Object.prototype.hasOwnProperty.call(p,l))l=${s(settings.defaultLanguage)}}}catch(e){l=null}
d.setAttribute(${s(settings.attribute)},l||${s(settings.none)});if(!l||n)start();if(!l)return;d.lang=p[l].lang;document.title=p[l].title;
['pointerdown','keydown','focusin','touchstart'].forEach(function(t){document.addEventListener(t,start,true)});
document.addEventListener('input',function(e){var f=e.target.closest('.boot .MuiFormControl-root');if(f)f.toggleAttribute(${s(filled)},e.target.value!=='')});
document.addEventListener('submit',function(e){if(e.target.closest('.boot')){e.preventDefault();e.target.setAttribute(${s(submitted)},'')}});
document.addEventListener('click',function(e){var b=e.target.closest('.boot button[type=button]'),m=b&&b.closest('main');if(m)m.setAttribute(${s(clicked)},[].indexOf.call(m.querySelectorAll('button'),b))})})()`;
}

/** Vite's entry script, which the inline script loads instead. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** What scripts/boot-render.ts prints. */
interface Rendered {
  pages: Render.BootPage[];
  settings: typeof Render.bootSettings;
  fieldRules: string;
}

/** Renders the pages in a process of its own (scripts/boot-render.ts), in production mode. */
async function render(root: string): Promise<Rendered> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/boot-render.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Rendered;
}

export function bootHtml(): Plugin {
  let root = process.cwd();
  return {
    name: 'recruit:boot-html',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const { pages, settings, fieldRules } = await render(root);
        // The copies share their classes: each class's rules once.
        const css = [...new Set(pages.flatMap((page) => page.styles))].join('');
        const copies = pages
          .map((page) => `<div id="${page.id}" class="boot" lang="${page.lang}">${page.html}</div>`)
          .join('');
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry)
          throw new Error("index.html has no entry script where the first paint's script expected it");
        return html
          .replace(ENTRY_SCRIPT, `<link rel="modulepreload" crossorigin href="${entry}">`)
          .replace(
            '</head>',
            `<style>${hidden(settings)}${css}${fieldRules}</style>` +
              `<script>${inlineScript(settings, pages, entry)}</script></head>`,
          )
          .replace('<div id="root">', `${copies}<style>${shownCopy(settings, pages)}</style><div id="root">`);
      },
    },
  };
}
