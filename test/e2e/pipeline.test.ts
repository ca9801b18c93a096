import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import { CANDIDATE_STATUSES, type CandidateStatus } from '@contract/domain';
import type { Language } from '../../i18n';
import appTexts from '../../i18n/app';
import candidateTexts from '../../i18n/candidates';
import vacancyTexts from '../../i18n/vacancies';
import { routes } from '../../src/routes';
import { COLUMN_PAGE_SIZE } from '../../src/vacancies/pipeline/PipelineColumn';
import { insertCandidates, insertCompany, insertVacancy } from '../server/fixtures';
import { ADMIN } from '../server/harness';
import { browserAvailable, expectAccessible, screenshot } from './browser';
import { PHONE, suiteSession } from './session';

/** The screen of the report of a board that scrolled the page away (issue 31). */
const WIDE = { width: 1440, height: 900 };

function textsOf(language: Language) {
  const { pipeline, details } = vacancyTexts[language].vacancies;
  const { status, details: candidate, fields } = candidateTexts[language].candidates;
  const { history } = appTexts[language].app;
  /** A column's count as screen readers read it (the catalog's plural forms, English and German alike). */
  const count = (n: number) => {
    const [one = '', many = ''] = pipeline.count.split('||||').map((form) => form.trim());
    return (n === 1 ? one : many).replace('%{smart_count}', String(n));
  };
  const fill = (text: string, values: Record<string, string>) =>
    Object.entries(values).reduce((out, [key, value]) => out.replace(`%{${key}}`, value), text);
  return { pipeline, details, status, candidate, fields, history, count, fill };
}

/** A column of the board, by its status's label. */
const column = (page: Page, label: string): Locator => page.getByRole('region', { name: label, exact: true });

/** The names on a column's cards. */
const cardsOf = (page: Page, label: string) => column(page, label).getByRole('listitem').getByRole('link');

async function openPipeline(page: Page, path: string, t: ReturnType<typeof textsOf>): Promise<void> {
  await page.goto(path);
  const toggle = page.getByRole('button', { name: t.pipeline.board, exact: true });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('group', { name: t.pipeline.board_label }).waitFor();
}

/** What dnd-kit's live region said last, as a screen reader would hear it. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();

/**
 * Presses `key` until the board announces `after`, as a user presses again when the card did not move: dnd-kit
 * listens for keys only from a timer after the pick-up, which it announces first, so on a busy machine a key
 * can come before anything listens for it. Pressed again only while the board still says `before`, after a
 * wait long enough for a press that was taken to be announced.
 */
async function pressUntilAnnounced(page: Page, key: string, before: string, after: string): Promise<void> {
  await page.keyboard.press(key);
  try {
    await expect.poll(() => announced(page), { timeout: 5000 }).toBe(after);
  } catch {
    expect(await announced(page)).toBe(before);
    await page.keyboard.press(key);
    await expect.poll(() => announced(page)).toBe(after);
  }
}

/**
 * Drags a card by its handle with the mouse onto another column, in small steps as a hand would, and drops it
 * there once the board announces `over`.
 */
async function drag(page: Page, handle: Locator, onto: Locator, over: string): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('the card or the column is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  // Let go once the board shows the card over the column, as a user does: on a busy machine the board measures
  // its columns a moment after the pick-up (once, beside the api suite, more than the poll's default second),
  // and a card dropped before then lands nowhere.
  await expect.poll(() => announced(page), { timeout: 15_000 }).toBe(over);
  await page.mouse.up();
}

/** The page's record of tasks that held its main thread over 50 ms (what makes a drag stutter). */
interface Watched {
  longTasks: number[];
}

async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched = window as unknown as Watched;
    watched.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watched.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/** The longest task since the last call, in whole milliseconds (0: none over 50 ms). */
const longestTask = (page: Page) =>
  page.evaluate(() => {
    const watched = window as unknown as Watched;
    const longest = Math.max(0, ...watched.longTasks);
    watched.longTasks = [];
    return Math.round(longest);
  });

/**
 * Milliseconds from `act` until the page shows `count` elements matching `selector`, timed in the page (a
 * frame at a time), not by the test's round trips to it.
 */
async function timed(page: Page, act: () => Promise<void>, until: { selector: string; count: number }) {
  const started = await page.evaluate(() => performance.now());
  await act();
  return page.evaluate(
    ({ selector, count, from }) =>
      new Promise<number>((resolve) => {
        const tick = () => {
          if (document.querySelectorAll(selector).length === count) resolve(performance.now() - from);
          else requestAnimationFrame(tick);
        };
        tick();
      }),
    { ...until, from: started },
  );
}

describe.skipIf(!browserAvailable())('pipeline board in Chromium, served by the API server', () => {
  const { current, signedIn, call } = suiteSession();
  let vacancyPath = '';
  const candidateStatus = async (uid: string) =>
    ((await call('GET', 'candidateDetail', { id: uid })).response as Candidate[])[0]?.candidate_status;

  /** A vacancy of its own, so that the demo's candidates do not crowd the columns the test reads. */
  async function vacancyWith(
    title: string,
    seeds: { name: string; status: CandidateStatus }[],
    description = 'Described',
  ) {
    const api = current().api;
    const company = await insertCompany(api, { company_name: `${title} GmbH` });
    const vacancy = await insertVacancy(api, company.id, {
      vacancy_title: title,
      vacancy_description: description,
    });
    const rows = await insertCandidates(
      api,
      vacancy.id,
      seeds.map((seed, index) => ({
        candidate_name: seed.name,
        candidate_status: seed.status,
        candidate_email: `pipeline-${index}@example.com`,
      })),
    );
    return { path: routes.vacancyDetails('all', vacancy.uid, String(vacancy.id)), uid: vacancy.uid, rows };
  }

  describe.each(['english', 'german'] as const)('in %s', (language) => {
    const t = textsOf(language);
    const suffix = language === 'english' ? 'en' : 'de';
    const dragged = `Anna Pipeline ${suffix}`;
    const keyed = `Kai Tastatur ${suffix}`;
    const page = signedIn(language);
    let uids: Record<string, string> = {};

    beforeAll(async () => {
      const made = await vacancyWith(`Pipeline ${suffix}`, [
        { name: dragged, status: 'Applied' },
        { name: keyed, status: 'Applied' },
        { name: `Rita Rejected ${suffix}`, status: 'Rejected' },
      ]);
      vacancyPath = made.path;
      uids = Object.fromEntries(made.rows.map((row) => [row.candidate_name, row.uid]));
    });

    it('shows a column per status with its count, accessible', async () => {
      await openPipeline(page(), vacancyPath, t);
      await cardsOf(page(), t.status.Applied).filter({ hasText: dragged }).waitFor();
      const headings = await page()
        .getByRole('group', { name: t.pipeline.board_label })
        .getByRole('heading', { level: 3 })
        .allTextContents();
      expect(headings).toEqual(CANDIDATE_STATUSES.map((status) => t.status[status]));
      // The section keeps its heading in this view too, so that the columns' come under a level 2 one.
      await page().getByRole('heading', { level: 2, name: t.details.candidates }).waitFor();
      await column(page(), t.status.Applied).getByText(t.count(2), { exact: true }).waitFor();
      await column(page(), t.status.Rejected).getByText(t.count(1), { exact: true }).waitFor();
      await expectAccessible(page(), `pipeline board (${language})`);
      await screenshot(page(), `pipeline-board-${suffix}`);
    });

    it('drags a candidate from Applied to First interview with the mouse; the list, the detail and its history agree', async () => {
      const firstInterview = t.status.First_Interview;
      await drag(
        page(),
        page().getByRole('button', { name: t.fill(t.pipeline.handle, { name: dragged }) }),
        column(page(), firstInterview),
        t.fill(t.pipeline.over, { name: dragged, status: firstInterview }),
      );
      await page()
        .getByRole('alert')
        .filter({ hasText: t.fill(t.pipeline.moved, { name: dragged, status: firstInterview }) })
        .first()
        .waitFor();
      await cardsOf(page(), firstInterview).filter({ hasText: dragged }).waitFor();
      await column(page(), firstInterview).getByText(t.count(1), { exact: true }).waitFor();
      await column(page(), t.status.Applied).getByText(t.count(1), { exact: true }).waitFor();
      expect(await candidateStatus(uids[dragged] ?? '')).toBe('First_Interview');

      await page().getByRole('button', { name: t.pipeline.list, exact: true }).click();
      const row = page()
        .getByRole('region', { name: t.details.candidates })
        .getByRole('row')
        .filter({ hasText: dragged });
      await expect.poll(() => row.textContent()).toContain(firstInterview);

      await page().getByRole('button', { name: t.pipeline.board, exact: true }).click();
      await cardsOf(page(), firstInterview).filter({ hasText: dragged }).click();
      await page().getByRole('heading', { level: 1, name: t.candidate.title }).waitFor();
      await page().getByRole('main').getByText(firstInterview, { exact: true }).first().waitFor();

      // The history says the same: the move is the newest change, made by the signed-in administrator.
      const latest = page().getByRole('region', { name: t.history.title }).locator('ol > li').first();
      const changedBy = t.history.actions.update.replace('%{actor}', '');
      await expect.poll(() => latest.getByRole('heading', { level: 3 }).textContent()).toContain(changedBy);
      expect(await latest.locator('ul > li').allTextContents()).toEqual([
        `${t.fields.status}: ${t.status.Applied} → ${firstInterview}`,
      ]);
    });

    it('moves a candidate by keyboard alone: space, right arrow, space', async () => {
      await openPipeline(page(), vacancyPath, t);
      await cardsOf(page(), t.status.Applied).filter({ hasText: keyed }).waitFor();
      await page()
        .getByRole('button', { name: t.fill(t.pipeline.handle, { name: keyed }) })
        .focus();
      await page().keyboard.press('Space');
      const handle = page().getByRole('button', { name: t.fill(t.pipeline.handle, { name: keyed }) });
      await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
      // The pick-up is announced (on a busy machine, a moment later) before the arrow is pressed.
      await expect
        .poll(() => announced(page()))
        .toBe(t.fill(t.pipeline.over, { name: keyed, status: t.status.Applied }));
      await pressUntilAnnounced(
        page(),
        'ArrowRight',
        t.fill(t.pipeline.over, { name: keyed, status: t.status.Applied }),
        t.fill(t.pipeline.over, { name: keyed, status: t.status.Contacted }),
      );
      await page().keyboard.press('Space');
      await expect
        .poll(() => announced(page()))
        .toBe(t.fill(t.pipeline.dropped, { name: keyed, status: t.status.Contacted }));
      await cardsOf(page(), t.status.Contacted).filter({ hasText: keyed }).waitFor();
      // The moved card's handle has the focus in its new column, for the next move.
      await expect.poll(() => handle.evaluate((element) => element === document.activeElement)).toBe(true);
      await column(page(), t.status.Applied).getByText(t.count(0), { exact: true }).waitFor();
      await expect.poll(() => candidateStatus(uids[keyed] ?? '')).toBe('Contacted');
      await screenshot(page(), `pipeline-keyboard-${suffix}`);
      await expectAccessible(page(), `pipeline board after moves (${language})`);
    });
  });

  describe.each(['english', 'german'] as const)(
    'scrolled down to the board on a 1440 x 900 screen, in %s',
    (language) => {
      const t = textsOf(language);
      const name = `Uwe Upwards ${language === 'english' ? 'en' : 'de'}`;
      const page = signedIn(language, WIDE);
      let made: Awaited<ReturnType<typeof vacancyWith>>;

      beforeAll(async () => {
        // A description long enough that the board starts below the first screen, as a real one does.
        const description = Array.from(
          { length: 40 },
          (_, index) => `Paragraph ${index + 1} of the role.`,
        ).join('\n\n');
        made = await vacancyWith(
          `Pipeline upwards ${language}`,
          [
            { name, status: 'Applied' },
            // A full column, as the user's was: the page then reaches far enough below the board to scroll it up.
            ...Array.from({ length: 12 }, (_, index) => ({
              name: `Vera Waiting ${language} ${index + 1}`,
              status: 'Applied' as const,
            })),
          ],
          description,
        );
        // Its history below the board, as a vacancy edited a few times has: the page reaches far enough below
        // the board for the board to be scrolled up under the top bar.
        const api = current().api;
        const token = await api.login(ADMIN.email, ADMIN.password);
        for (const round of [1, 2, 3, 4, 5]) {
          const edited = await api.call(
            'PUT',
            'vacancyUpdate',
            { id: made.uid },
            {
              token,
              json: {
                vacancy_title: `Pipeline upwards ${language} ${round}`,
                vacancy_form_id: 'f',
                vacancy_description: `${description}\n\nEdit ${round}.`,
                vacancy_tag: `tag ${round}`,
                vacancy_quota: String(round),
                vacancy_start_date: '2024-03-01',
                vacancy_due_date: '2024-04-01',
                vacancy_status: 'Active',
                vacancy_package: '[]',
              },
            },
          );
          expect(edited.status).toBe(200);
        }
      });

      it('keeps the page where it is while a card is dragged first up and right, then to Contacted', async () => {
        await openPipeline(page(), made.path, t);
        const board = page().getByRole('group', { name: t.pipeline.board_label });
        const handle = board.getByRole('button', { name: t.fill(t.pipeline.handle, { name }), exact: true });
        await handle.waitFor();
        // Scrolled as the user had it: the board just under the top bar, its first card 150 px from the window's top,
        // well away from the edge (dnd-kit's default band, a fifth of the window, took in 180 px).
        const card = await handle.boundingBox();
        if (!card) throw new Error('the card is not on screen');
        await page().evaluate((by) => window.scrollBy(0, by), card.y + card.height / 2 - 150);
        const centre = async () => {
          const box = await handle.boundingBox();
          return box ? box.y + box.height / 2 : 0;
        };
        await expect.poll(centre).toBeLessThan(175);
        expect(await centre()).toBeGreaterThan(120);
        const scrolled = await page().evaluate(() => window.scrollY);
        expect(scrolled).toBeGreaterThan(200);
        const from = await handle.boundingBox();
        const applied = await column(page(), t.status.Applied).boundingBox();
        const to = await column(page(), t.status.Contacted).boundingBox();
        if (!from || !applied || !to) throw new Error('the card or the columns are not on screen');
        const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
        // One column to the right: the dragged card's copy then lies over Contacted, not over the next one.
        const end = { x: start.x + to.x - applied.x, y: start.y };
        // A few pixels up and right, then across to Contacted, as the user did.
        const path = [
          ...Array.from({ length: 6 }, (_, step) => ({ x: start.x + step + 1, y: start.y - step - 1 })),
          ...Array.from({ length: 15 }, (_, step) => ({
            x: start.x + 6 + ((end.x - start.x - 6) * (step + 1)) / 15,
            y: start.y - 6,
          })),
        ];
        const positions: number[] = [];
        await page().mouse.move(start.x, start.y);
        await page().mouse.down();
        for (const point of path) {
          await page().mouse.move(point.x, point.y);
          positions.push(await page().evaluate(() => window.scrollY));
        }
        // The page stayed where the user left it, at every step of the drag.
        positions.push(await page().evaluate(() => window.scrollY));
        console.log(`scrollY ${scrolled} during the drag: ${positions.join(' ')}`);
        expect(positions.map((y) => Math.abs(y - scrolled) <= 2)).toEqual(positions.map(() => true));
        // The card is over Contacted, the board says so, and drops there.
        expect(await announced(page())).toBe(t.fill(t.pipeline.over, { name, status: t.status.Contacted }));
        await page().mouse.up();
        await cardsOf(page(), t.status.Contacted).filter({ hasText: name }).waitFor();
        await expect.poll(() => candidateStatus(made.rows[0]?.uid ?? '')).toBe('Contacted');
        await screenshot(page(), `pipeline-drag-upwards-${language === 'english' ? 'en' : 'de'}`);
      });
    },
  );

  describe('on a touch screen', () => {
    const t = textsOf('english');
    const name = 'Tara Touch';
    const page = signedIn('english', PHONE);
    let made: Awaited<ReturnType<typeof vacancyWith>>;

    beforeAll(async () => {
      made = await vacancyWith('Pipeline by touch', [{ name, status: 'Applied' }]);
    });

    it('drags a card with a finger on a phone', async () => {
      await openPipeline(page(), made.path, t);
      const handle = page().getByRole('button', { name: t.fill(t.pipeline.handle, { name }) });
      await handle.scrollIntoViewIfNeeded();
      const from = await handle.boundingBox();
      const to = await column(page(), t.status.Contacted).boundingBox();
      if (!from || !to) throw new Error('the card or the column is not on screen');
      const touch = await page().context().newCDPSession(page());
      const point = (x: number, y: number) => ({ touchPoints: [{ x, y }] });
      const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
      // The phone shows the next column's left edge: the finger goes there.
      const end = { x: Math.min(to.x + 40, PHONE.width - 10), y: to.y + 60 };
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', ...point(start.x, start.y) });
      for (let step = 1; step <= 10; step += 1) {
        const x = start.x + ((end.x - start.x) * step) / 10;
        const y = start.y + ((end.y - start.y) * step) / 10;
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', ...point(x, y) });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cardsOf(page(), t.status.Contacted).filter({ hasText: name }).waitFor();
      await expect.poll(() => candidateStatus(made.rows[0]?.uid ?? '')).toBe('Contacted');
      await screenshot(page(), 'pipeline-board-phone');
    });
  });

  describe('a vacancy with 2,000 candidates', () => {
    const t = textsOf('english');
    const TOTAL = 2000;
    const perColumn = (status: CandidateStatus) =>
      Math.floor(TOTAL / 9) + (CANDIDATE_STATUSES.indexOf(status) < TOTAL % 9 ? 1 : 0);
    const page = signedIn('english');
    let path = '';
    let first = '';

    beforeAll(async () => {
      const seeds = Array.from({ length: TOTAL }, (_, index) => ({
        name: `Load ${String(index).padStart(4, '0')}`,
        status: CANDIDATE_STATUSES[index % CANDIDATE_STATUSES.length] ?? 'Applied',
      }));
      const made = await vacancyWith('Pipeline at scale', seeds);
      path = made.path;
      first = made.rows[0]?.uid ?? '';
    });

    it('shows every column with its count and first page at once, and pages a column on demand', async () => {
      await page().goto(path);
      await page().getByRole('button', { name: t.pipeline.list, exact: true }).waitFor();
      await watchLongTasks(page());
      const board = page().getByRole('group', { name: t.pipeline.board_label });
      const shown = await timed(
        page(),
        () => page().getByRole('button', { name: t.pipeline.board }).click(),
        {
          selector: `[role="group"][aria-label="${t.pipeline.board_label}"] li a`,
          count: 9 * COLUMN_PAGE_SIZE,
        },
      );
      for (const status of CANDIDATE_STATUSES) {
        await column(page(), t.status[status])
          .getByText(t.count(perColumn(status)), { exact: true })
          .waitFor();
      }
      const showing = await longestTask(page());
      const applied = column(page(), t.status.Applied);
      const paged = await timed(
        page(),
        () => applied.getByRole('button', { name: t.pipeline.show_more }).click(),
        {
          selector: `[role="group"] section:first-child li a`,
          count: 2 * COLUMN_PAGE_SIZE,
        },
      );
      const paging = await longestTask(page());
      const moved = await timed(
        page(),
        () =>
          drag(
            page(),
            board.getByRole('button', { name: t.fill(t.pipeline.handle, { name: 'Load 0000' }) }),
            column(page(), t.status.Contacted),
            t.fill(t.pipeline.over, { name: 'Load 0000', status: t.status.Contacted }),
          ),
        // Saved: its card in the new column, no longer pending, from the column's refreshed page.
        {
          selector: `[role="group"] section:nth-child(2) li[aria-busy="false"] a[href*="${first}"]`,
          count: 1,
        },
      );
      await column(page(), t.status.Contacted)
        .getByText(t.count(perColumn('Contacted') + 1), { exact: true })
        .waitFor();
      const moving = await longestTask(page());
      console.log(
        `pipeline, ${TOTAL} candidates in 9 columns: board shown ${Math.round(shown)} ms after the toggle ` +
          `(its code, 9 list calls, ${9 * COLUMN_PAGE_SIZE} cards), Show more ${Math.round(paged)} ms, ` +
          `a drag and drop until the card is saved in its new column ${Math.round(moved)} ms; ` +
          `longest main-thread task while the board appeared ${showing} ms, paged ${paging} ms, ` +
          `a card was dragged and saved ${moving} ms`,
      );
      await screenshot(page(), 'pipeline-board-2000');
    });
  });
});
