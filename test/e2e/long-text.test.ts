import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MAX } from '@contract/domain';
import type { Profile } from '@contract/profile';
import { addUser, insertCandidates, insertCompany, insertVacancy } from '../server/fixtures';
import { ADMIN } from '../server/harness';
import { browserAvailable, screenshot } from './browser';
import {
  firstPackage,
  firstTemplate,
  firstRejectionReason,
  screenShown,
  signedInAddresses,
  type WalkRecords,
} from './screens-walk';
import { atHome, DESKTOP, type Device, openInApp, signIn, suiteSession, TOUCH_PHONE } from './session';

/**
 * A name as long as the forms allow, without a space to break it at: `stem` repeated, after an "Aa" that sorts
 * it first in the lists' default order (by name).
 */
const unbroken = (stem: string) => `Aa${stem.repeat(Math.ceil(TEXT_MAX / stem.length))}`.slice(0, TEXT_MAX);

const LONG = {
  company: unbroken('Großhandelsgesellschaft'),
  person: unbroken('Wolfeschlegelsteinhausen'),
  title: unbroken('Softwareentwicklungsleitung'),
  candidate: unbroken('Müller-Lüdenscheidt'),
};

/** How a walk looks at each screen: what it does there first, and whether an ellipsis may end a text. */
interface WalkOptions {
  prepare: (page: Page) => Promise<void>;
  ellipsisAllowed: boolean;
}

/** Where a text that should wrap is cut off or runs past its screen, one line each. */
interface Overrun {
  text: string;
  by: string;
}

/**
 * Every text node holding one of `words` must lie inside the screen and inside each box that clips it (a card,
 * a table's scroller), unless that box ends it with an ellipsis on purpose and `ellipsisAllowed`; and the page
 * must not scroll sideways.
 */
function overruns(page: Page, words: string[], { ellipsisAllowed = true } = {}): Promise<Overrun[]> {
  return page.evaluate(
    ([prefixes, ellipsis]) => {
      const found: { text: string; by: string }[] = [];
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width)
        found.push({ text: '', by: 'the page scrolls sideways' });
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!prefixes.some((prefix) => text.includes(prefix))) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        const short = text.slice(0, 30);
        if (box.left < -1 || box.right > width + 1) found.push({ text: short, by: 'the screen' });
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' || (ellipsis && style.textOverflow === 'ellipsis')) continue;
          const clip = parent.getBoundingClientRect();
          if (box.left < clip.left - 1 || box.right > clip.right + 1)
            found.push({
              text: short,
              by: `${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')}`,
            });
        }
      }
      return found;
    },
    [words, ellipsisAllowed] as const,
  );
}

describe.skipIf(!browserAvailable())('names as long as the forms allow, in Chromium', () => {
  const { current, call } = suiteSession();
  let records: WalkRecords;

  beforeAll(async () => {
    const { api } = current();
    const token = await api.login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api, { company_name: LONG.company });
    const { user } = await addUser(api, token, {
      user_role: 'StaffAdmin',
      company_uuid: company.company_uid,
      full_name: LONG.person,
    });
    const vacancy = await insertVacancy(api, company.id, { vacancy_title: LONG.title });
    const [candidate] = await insertCandidates(api, vacancy.id, [{ candidate_name: LONG.candidate }]);
    records = {
      profile: (await call('GET', 'profile')).response as Profile,
      user,
      customer: company,
      vacancy,
      candidate: candidate ?? expect.fail('no candidate'),
      package: await firstPackage(call),
      template: await firstTemplate(call),
      rejectionReason: await firstRejectionReason(call),
    };
  });

  const words = Object.values(LONG).map((name) => name.slice(0, 40));

  /**
   * Signs in on `size`, opens each of `addresses` (then `prepare`s it) and answers where a long name overruns,
   * by address, with a screenshot of each such screen named after `shot`.
   */
  async function overrunsOn(
    size: Device,
    shot: string,
    addresses: string[],
    { prepare = async () => {}, ellipsisAllowed = true }: Partial<WalkOptions> = {},
  ): Promise<Record<string, Overrun[]>> {
    const page = await current().open('/', size);
    await signIn(page, ADMIN.email, ADMIN.password);
    await atHome(page);
    const found: Record<string, Overrun[]> = {};
    for (const address of addresses) {
      await openInApp(page, address);
      await screenShown(page);
      await prepare(page);
      const here = await overruns(page, words, { ellipsisAllowed });
      if (here.length) {
        found[address] = here;
        await screenshot(page, `${shot}${address.replaceAll('/', '-')}`);
      }
    }
    await page.context().close();
    return found;
  }

  const devices = [
    ['desktop', DESKTOP],
    ['phone', TOUCH_PHONE],
  ] as [string, Device][];

  it.each(devices)(
    'wraps them on every screen on a %s, inside their cards and tables',
    async (device, size) => {
      expect(await overrunsOn(size, `long-text-${device}`, signedInAddresses(records))).toEqual({});
    },
    300_000,
  );

  it.each(devices)(
    'wraps them in the cards of every list on a %s, none cut off',
    async (device, size) => {
      const lists = ['/all-users', '/all-customer', '/all-vacancies', '/candidate/all'];
      const found = await overrunsOn(size, `long-text-cards-${device}`, lists, {
        ellipsisAllowed: false,
        prepare: async (page) => {
          await page.getByRole('button', { name: 'Grid view' }).click();
          await page.locator('.MuiCardActionArea-root').first().waitFor();
        },
      });
      expect(found).toEqual({});
    },
    300_000,
  );
});
