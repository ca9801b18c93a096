import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { PAINTS_FILE, type PaintedRoute } from '../server/platform/app-html.ts';
import type * as Render from '../src/public/boot/render';

const run = promisify(execFile);

type Settings = typeof Render.bootSettings;

/**
 * The public pages' first paint in the built app's HTML (issue 32): each page as the app renders it, in every
 * language, with its styles, and an inline script that picks the stored language's copy (or none) before any
 * bundle runs. The app's form then takes over (src/public/boot/takeOver.ts). The sign-in page's goes into
 * index.html, which the server answers every other route with; each other public page gets an HTML file of its
 * own, listed with its paths in PAINTS_FILE, that the server answers that page's paths with. The server allows the
 * inline scripts by their hashes, which it computes from the files it serves (server/platform/app-html.ts).
 */

/**
 * Which copy shows: the one the inline script chose, or without it (JavaScript off) the default language's. These
 * rules follow the copies in the document, and until they are parsed no copy shows: the browser never paints a
 * copy in part, whose centred card would move as the rest of it arrives.
 */
function shownCopy({ attribute, defaultLanguage }: Settings, pages: Render.BootPage[]) {
  const fallback = pages.find((page) => page.language === defaultLanguage);
  return [
    ...(fallback ? [`html:not([${attribute}]) #${fallback.id}{display:block}`] : []),
    ...pages.map(({ language, id }) => `[${attribute}=${language}] #${id}{display:block}`),
  ].join('');
}

/** No copy shows until shownCopy's rules; #root stays hidden while one does, until the app takes over. */
const hidden = ({ attribute, none }: Settings) =>
  `.boot{display:none}html:not([${attribute}=${none}]) #root{display:none}`;

/**
 * Runs in <head> before the body is parsed: the stored language's copy on the page's paths without a stored
 * session, none elsewhere (index.html serves every route; the app draws the others); the tab's title and
 * language follow. Until the app runs, it
 * marks fields holding text (their labels move up, bootFieldRules), and holds a submit back and notes the button
 * last clicked, for the app to do them (src/public/boot/takeOver.ts).
 *
 * It also starts the app (`entry`, Vite's entry script, which this plugin takes out of the page): at once where
 * no copy shows or the sign-in page has a toast to show, else on the user's first pointer, key or focus. The
 * browser fetches the code meanwhile (the entry's modulepreload links); only running it waits, so that the page
 * stays free for the user while they have not turned to it.
 */
function inlineScript(settings: Settings, { path, pages }: Render.BootPaint, entry: string): string {
  const shown = Object.fromEntries(pages.map(({ language, lang, title }) => [language, { lang, title }]));
  const s = JSON.stringify;
  const { filled, submitted, clicked } = settings.marks;
  return `(function(){var d=document.documentElement,p=${s(shown)},l=null,n=false,g=false;
function load(){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${s(entry)};document.head.appendChild(e)}
function start(){if(g)return;g=true;if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',load);else load()}
try{var k=function(n){return sessionStorage.getItem(n)||localStorage.getItem(n)};n=!!sessionStorage.getItem(${s(settings.endedKey)});
if(new RegExp(${s(path)},'i').test(location.pathname)&&!k(${s(settings.tokenKey)})){l=localStorage.getItem(${s(settings.languageKey)});
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
  paints: Render.BootPaint[];
  settings: Settings;
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

/** Vite's index.html with one page's first paint. */
function paint(html: string, { settings, fieldRules }: Rendered, page: Render.BootPaint): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("index.html has no entry script where the first paint's script expected it");
  // The copies share their classes: each class's rules once.
  const css = [...new Set(page.pages.flatMap((copy) => copy.styles))].join('');
  const copies = page.pages
    .map((copy) => `<div id="${copy.id}" class="boot" lang="${copy.lang}">${copy.html}</div>`)
    .join('');
  return html
    .replace(ENTRY_SCRIPT, `<link rel="modulepreload" crossorigin href="${entry}">`)
    .replace(
      '</head>',
      `<style>${hidden(settings)}${css}${fieldRules}</style>` +
        `<script>${inlineScript(settings, page, entry)}</script></head>`,
    )
    .replace('<div id="root">', `${copies}<style>${shownCopy(settings, page.pages)}</style><div id="root">`);
}

export function bootHtml(): Plugin {
  let root = process.cwd();
  /** The other public pages' HTML, by file name, written next to index.html. */
  let others = new Map<string, string>();
  return {
    name: 'recruit:boot-html',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const rendered = await render(root);
        const files = new Map(rendered.paints.map((page) => [page.file, paint(html, rendered, page)]));
        const index = files.get('index.html');
        if (index === undefined) throw new Error('no public page paints index.html (the sign-in page at /)');
        files.delete('index.html');
        others = files;
        const routes: PaintedRoute[] = rendered.paints
          .filter((page) => others.has(page.file))
          .map(({ file, path }) => ({ file, path }));
        others.set(PAINTS_FILE, JSON.stringify(routes));
        return index;
      },
    },
    writeBundle: async ({ dir }) => {
      if (!dir) throw new Error("the build has no output folder for the public pages' HTML");
      for (const [file, text] of others) await fs.writeFile(path.join(dir, file), text);
    },
  };
}
