import englishMessages from 'ra-language-english';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../i18n';
import app from '../../i18n/app';
import bulk from '../../i18n/bulk';
import profile from '../../i18n/profile';
import raGerman from '../../i18n/ra-german';
import vacancies from '../../i18n/vacancies';
import { listRoutes, routes } from '../../src/routes';
import { browserAvailable, expectAccessible, screenshot } from './browser';
import { type AppSession, at, openInApp, signedInPage, startAppSession, TOUCH_PHONE } from './session';

/** The texts the walk taps on, from the catalogs the app shows. */
function textsOf(language: Language) {
  const { list, menu } = app[language].app;
  const ra = language === 'german' ? raGerman.ra : englishMessages.ra;
  return {
    list,
    menu,
    openMenu: ra.action.open_menu,
    navigation: app[language].app.layout.navigation,
    selectRow: ra.action.select_row,
    selectAll: ra.action.select_all,
    unselect: ra.action.unselect,
    bulk: bulk[language].bulk,
    userMenu: ra.auth.user_menu,
    profile: app[language].app.layout.profile,
    editProfile: profile[language].profile.edit_link,
    pipeline: vacancies[language].vacancies.pipeline,
    vacancyCandidates: vacancies[language].vacancies.details.candidates,
    /** Any row's "Actions for <name>" button. */
    rowActions: new RegExp(`^${list.actions_for.replace('%{name}', '.+')}$`),
  };
}
type Texts = ReturnType<typeof textsOf>;

/**
 * The screen has its heading (or, over it, the question a delete route asks at once) and nothing loads any
 * more (no spinner, no progress bar).
 */
async function shown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first().waitFor();
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
}

/**
 * What every screen must be on a 390 px phone: nothing scrolls sideways (the page is no wider than the
 * screen), no serious axe finding, every text translated; kept as test-results/phone-<language>-<name>.png.
 */
async function check(page: Page, language: Language, name: string): Promise<void> {
  await shown(page);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  // In mobile mode Chromium zooms out to show content wider than the screen, which widens window.innerWidth
  // with it: both must stay the phone's width.
  expect(widths, `${name} scrolls sideways`).toEqual({ page: TOUCH_PHONE.width, screen: TOUCH_PHONE.width });
  await expectAccessible(page, `${name} (${language}, phone)`);
  await screenshot(page, `phone-${language}-${name}`);
}

/** The sidebar is a drawer on phones, a dialog named as the navigation it holds: opens it. */
async function openMenu(page: Page, t: Texts): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: t.openMenu }).tap();
  await page.getByRole('dialog', { name: t.navigation }).waitFor();
}

/** Opens the drawer and taps a section. */
async function openSection(page: Page, t: Texts, label: string): Promise<void> {
  await openMenu(page, t);
  await page.getByRole('menuitem', { name: label }).tap();
}

/** Opens the first row's actions menu, which offers its details first. */
async function openRowMenu(page: Page, t: Texts): Promise<void> {
  await page.getByRole('button', { name: t.rowActions }).first().tap();
  await page.getByRole('menuitem', { name: t.list.details }).waitFor();
}

/** Through the first row's menu to `item` (Details, Edit); returns the path it opened. */
async function fromRowMenu(page: Page, t: Texts, item: string, path: RegExp): Promise<string> {
  await openRowMenu(page, t);
  await page.getByRole('menuitem', { name: item }).tap();
  await page.waitForURL((url) => path.test(url.pathname));
  return new URL(page.url()).pathname;
}

interface ListWalk {
  name: string;
  /** The sidebar's label and where it leads. */
  section: keyof Texts['menu'];
  landing: string;
  tabs: Record<string, string>;
  /** List routes without a tab of their own. */
  untabbed?: readonly string[];
  details: RegExp;
  edit: RegExp;
  /** The delete route of the record whose details are at this path, when the resource has one. */
  deleteOf?: (detailsPath: string) => string;
  /** Its delete screen asks its question in a dialog once the record has loaded, after the heading. */
  asksInDialog?: boolean;
  add?: RegExp;
  /** The other views of the list to check too: the advanced search's inputs, the grid of cards. */
  views?: readonly ('advanced' | 'grid' | 'selected')[];
  /** What else the details screen holds to check (an embedded list, the pipeline board). */
  onDetails?: (page: Page, t: Texts, language: Language) => Promise<void>;
}

const uid = '[^/]+';

/** An embedded list's rows: their menu opens and offers the details too. */
async function embeddedRowMenu(page: Page, t: Texts): Promise<void> {
  await openRowMenu(page, t);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

/** The embedded list's heading keeps one line: its buttons wrap under it rather than squeeze it. */
async function headingOnOneLine(page: Page, name: string): Promise<void> {
  const lines = await page
    .getByRole('heading', { level: 2, name, exact: true })
    .evaluate(
      (heading) => heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight),
    );
  expect(Math.round(lines)).toBe(1);
}

const walks: readonly ListWalk[] = [
  {
    name: 'users',
    views: ['advanced'],
    section: 'users',
    landing: listRoutes.users.all,
    tabs: { all: listRoutes.users.all, active: listRoutes.users.active, inactive: listRoutes.users.inactive },
    untabbed: [listRoutes.users.pending],
    details: new RegExp(`^/user/all/view/${uid}$`),
    edit: new RegExp(`^/user/all/edit/${uid}$`),
    deleteOf: (path) => path.replace('/view/', '/delete/'),
    add: /^\/add-user\/all$/,
  },
  {
    name: 'customers',
    views: ['grid'],
    section: 'customers',
    landing: listRoutes.customers.all,
    tabs: listRoutes.customers,
    details: new RegExp(`^/customer/details/all/${uid}$`),
    edit: new RegExp(`^/customer/all/edit/${uid}$`),
    deleteOf: (path) => routes.customerDelete('all', path.split('/').at(-1) ?? ''),
    add: /^\/add-customer\/all$/,
    onDetails: (page, t) => embeddedRowMenu(page, t),
  },
  {
    name: 'vacancies',
    views: ['advanced', 'selected'],
    section: 'vacancies',
    landing: listRoutes.vacancies.all,
    tabs: listRoutes.vacancies,
    details: new RegExp(`^/vacancy/details/all/${uid}/\\d+$`),
    edit: new RegExp(`^/vacancy/edit/all/${uid}$`),
    deleteOf: (path) => routes.vacancyDelete('all', path.split('/').at(-2) ?? ''),
    asksInDialog: true,
    add: /^\/add-vacancy\/all$/,
    onDetails: async (page, t, language) => {
      await embeddedRowMenu(page, t);
      await headingOnOneLine(page, t.vacancyCandidates);
      // The board's stages sit side by side and scroll sideways inside the board; the page does not.
      await page.getByRole('button', { name: t.pipeline.board, exact: true }).tap();
      await page.getByRole('group', { name: t.pipeline.board_label }).waitFor();
      await check(page, language, 'vacancy-pipeline');
      await page.getByRole('button', { name: t.pipeline.list, exact: true }).tap();
    },
  },
  {
    name: 'candidates',
    views: ['grid', 'selected'],
    section: 'candidates',
    landing: listRoutes.candidates.active,
    tabs: listRoutes.candidates,
    details: new RegExp(`^/candidate/details/all/${uid}$`),
    edit: new RegExp(`^/candidate-edit/all/${uid}$`),
  },
];

/**
 * Rows selected for the bulk actions: one, then the page, where the toolbar offers all matching records too;
 * its texts and buttons wrap under "select all" rather than run off the screen.
 */
async function selected(page: Page, t: Texts, language: Language, list: string) {
  // "Set status" reads the same on the vacancy and the candidate toolbar.
  await page.getByRole('checkbox', { name: t.selectRow }).first().tap();
  await page.getByRole('button', { name: t.bulk.candidates.set_status, exact: true }).waitFor();
  await check(page, language, `${list}-selected`);
  await page.getByRole('checkbox', { name: t.selectAll }).tap();
  const matching = new RegExp(`^${t.bulk.select_all_matching.replace('%{smart_count}', '\\d+')}$`);
  await page.getByRole('button', { name: matching }).waitFor();
  await page.getByText(new RegExp(t.bulk.page_selected.replace('%{smart_count}', '\\d+'))).waitFor();
  await check(page, language, `${list}-selected-page`);
  await page.getByRole('button', { name: t.unselect }).tap();
  await page
    .getByRole('button', { name: t.bulk.candidates.set_status, exact: true })
    .waitFor({ state: 'detached' });
}

/** The advanced search's inputs, stacked, or the cards, one a row; then back to the search box and the list. */
async function otherView(
  page: Page,
  t: Texts,
  language: Language,
  list: string,
  view: 'advanced' | 'grid' | 'selected',
) {
  if (view === 'selected') return selected(page, t, language, list);
  const [there, back] =
    view === 'advanced'
      ? [t.list.advanced_search, t.list.normal_search]
      : [t.list.grid_view, t.list.list_view];
  await page.getByRole('button', { name: there, exact: true }).tap();
  await check(page, language, `${list}-${view}`);
  await page.getByRole('button', { name: back, exact: true }).tap();
}

/** A list section: its tabs, the row menu to details and edit, the delete and add routes. */
async function walkList(page: Page, t: Texts, language: Language, walk: ListWalk): Promise<void> {
  await openInApp(page, routes.home);
  await openSection(page, t, t.menu[walk.section]);
  await at(page, walk.landing);
  await check(page, language, `${walk.name}-list`);
  for (const [tab, path] of Object.entries(walk.tabs)) {
    await page.getByRole('tab', { name: t.list[tab as 'all'], exact: true }).tap();
    await at(page, path);
    await check(page, language, `${walk.name}-list-${tab}`);
  }
  for (const path of walk.untabbed ?? []) {
    await openInApp(page, path);
    await check(page, language, `${walk.name}-list${path.replaceAll('/', '-')}`);
  }
  await openInApp(page, walk.tabs.all ?? walk.landing);
  for (const view of walk.views ?? []) await otherView(page, t, language, `${walk.name}-list`, view);
  await shown(page);
  await openRowMenu(page, t);
  await screenshot(page, `phone-${language}-${walk.name}-row-menu`);
  await page.keyboard.press('Escape');

  const details = await fromRowMenu(page, t, t.list.details, walk.details);
  await check(page, language, `${walk.name}-details`);
  await walk.onDetails?.(page, t, language);
  await page.goBack();
  await shown(page);
  await fromRowMenu(page, t, t.list.edit, walk.edit);
  await check(page, language, `${walk.name}-edit`);
  if (walk.deleteOf) {
    // The question, or (a record the server will not delete) the greyed button with the reason.
    await openInApp(page, walk.deleteOf(details));
    // Judged while it fades in, the question's text would be faint: wait until it is there.
    if (walk.asksInDialog) await page.getByRole('dialog').waitFor();
    await check(page, language, `${walk.name}-delete`);
    const cancel = page.getByRole('button', { name: app[language].app.delete.cancel });
    if (await cancel.isVisible()) await cancel.tap();
  }
  if (walk.add) {
    await openInApp(page, walk.tabs.all ?? walk.landing);
    await page.getByRole('link', { name: t.list.add }).tap();
    await page.waitForURL((url) => walk.add?.test(url.pathname) ?? false);
    await check(page, language, `${walk.name}-add`);
  }
}

describe.skipIf(!browserAvailable())('every signed-in screen on a phone (390 × 844)', () => {
  let session: AppSession | undefined;

  beforeAll(async () => {
    session = await startAppSession();
  });

  afterAll(async () => {
    await session?.close();
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const t = textsOf(language);
    let page: Page;

    beforeAll(async () => {
      if (!session) throw new Error('session not started');
      page = await signedInPage(session, language, TOUCH_PHONE);
    });

    afterAll(async () => {
      await page?.context().close();
    });

    it('shows the dashboard, the profile and its form screen-wide', async () => {
      await check(page, language, 'dashboard');
      await openMenu(page, t);
      await check(page, language, 'menu');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('banner').getByRole('button', { name: t.userMenu }).tap();
      await page.getByRole('menuitem', { name: t.profile }).tap();
      await at(page, routes.myProfile);
      await check(page, language, 'profile');
      await page.getByRole('link', { name: t.editProfile }).tap();
      await page.waitForURL((url) => url.pathname.startsWith('/edit-profile/'));
      await check(page, language, 'profile-edit');
    });

    it('shows the chosen tab of /all-pending-users, the fourth, within the screen', async () => {
      await page.goto(routes.allPendingUsers);
      const tab = page.getByRole('tab', { selected: true });
      await tab.waitFor();
      // Material UI scrolls the chosen tab into view once the strip is laid out: wait for what a user sees.
      await expect
        .poll(async () => {
          const box = await tab.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0);
        })
        .toBe(true);
    });

    // The lists are walked in German alone: its labels run longest, so a list, form or menu that fits the
    // phone in German fits it in English, and axe judges the same markup in both. Walking them in English
    // too doubled the suite's longest file.
    if (language !== 'german') return;
    it.each(walks.map((walk) => [walk.name, walk] as const))(
      'shows the %s lists as simple lists, their details, forms and delete screens',
      async (_name, walk) => {
        await walkList(page, t, language, walk);
      },
    );
  });
});
