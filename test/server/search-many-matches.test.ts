import { beforeAll, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import { foldCase, sortKey } from '../../server/db/fold';
import { insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

/**
 * Issue 32: a search or `__icontains` filter with many matches (2,000 or more) is read on SQLite by testing
 * each entry's folds on the name ordering's index (server/platform/folds-page.ts), cut off where the matches
 * lie deeper than expected and then read from FTS5 as before; with few matches, from FTS5. Every way must
 * answer the rows a plain scan answers, in the list's order, page by page, on both databases.
 *
 * 2,500 candidates with varied names, then 2,500 named `Zoë …`, which sort last: `zoë` has 2,500 matches
 * (many), all after the first 2,500 entries, so that its first pages are cut off and read again from FTS5;
 * `mail` is in every email (its pages read by the folds), and a phone number is in one candidate's only.
 */
const FIRST = ['Anna', 'Ärzte', 'Émile', 'jürgen', 'Oskar', 'ÖMER', 'Paula', 'Ülkü'];
const LAST = ['Müller', 'Groß', 'Strauß', 'Öztürk', 'Nuñez', 'Weiß', 'ba%r', 'fo_o'];
const EACH = 2_500;

interface Scanned {
  uid: string;
  id: number;
  key: string;
  active: boolean;
  /** Name, email, phone, vacancy title, company name. */
  fields: string[];
}

describeEachDatabase('searches with many matches answer what a plain scan does', (api) => {
  let token = '';
  const candidates: Scanned[] = [];

  beforeAll(async () => {
    token = await api().login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api(), { company_name: 'Weiß & Groß GmbH' });
    const vacancy = await insertVacancy(api(), company.id, { vacancy_title: 'Straßenbauer (m/w/d)' });
    const name = (index: number) =>
      index < EACH
        ? `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}`
        : `Zoë ${LAST[index % LAST.length]}`;
    const seeds = Array.from({ length: 2 * EACH }, (_, index) => ({
      candidate_name: name(index),
      candidate_email: `${foldCase(name(index)).replace(/\W/g, '')}.${index}@Mail.example`,
      candidate_phone_number: `+49 30 ${100_000 + index}`,
      is_candidate_active: index % 4 === 0 ? ('Inactive' as const) : ('Active' as const),
    }));
    for (const row of await insertCandidates(api(), vacancy.id, seeds)) {
      candidates.push({
        uid: row.uid,
        id: row.id,
        key: sortKey(row.candidate_name),
        active: row.is_candidate_active === 'Active',
        fields: [
          row.candidate_name,
          row.candidate_email,
          row.candidate_phone_number,
          vacancy.vacancy_title,
          company.company_name,
        ],
      });
    }
  });

  /** The uids a plain scan lists: every term in one of `fields`, by name key then id, either way. */
  function scan(terms: string[], fields: number[], options: { descending?: boolean; active?: boolean }) {
    const folded = terms.map(foldCase);
    const listed = candidates
      .filter((candidate) => options.active === undefined || candidate.active === options.active)
      .filter((candidate) =>
        folded.every((term) =>
          fields.some((field) => foldCase(candidate.fields[field] ?? '').includes(term)),
        ),
      )
      .sort((a, b) => (a.key === b.key ? a.id - b.id : a.key < b.key ? -1 : 1))
      .map((candidate) => candidate.uid);
    return options.descending ? listed.reverse() : listed;
  }

  const page = async (status: string, query: Record<string, string | number>) => {
    const answer = await api().call('GET', 'candidateList', { status }, { token, query });
    expect(answer.status).toBe(200);
    const body = answer.body as unknown as { count: number; response: Candidate[] };
    return { count: body.count, uids: body.response.map((candidate) => candidate.uid) };
  };

  const ALL_FIELDS = [0, 1, 2, 3, 4];
  interface Case {
    title: string;
    query: Record<string, string>;
    terms: string[];
    fields: number[];
    descending?: boolean;
    active?: boolean;
  }
  const CASES: Case[] = [
    { title: 'search=mail (every row)', query: { search: 'mail' }, terms: ['mail'], fields: ALL_FIELDS },
    { title: 'search=ZOË (clustered last)', query: { search: 'ZOË' }, terms: ['zoë'], fields: ALL_FIELDS },
    {
      title: 'search=zoë, descending (clustered first)',
      query: { search: 'zoë', ordering: '-candidate_name' },
      terms: ['zoë'],
      fields: ALL_FIELDS,
      descending: true,
    },
    {
      title: 'search=mail zoë (two terms)',
      query: { search: 'mail zoë' },
      terms: ['mail', 'zoë'],
      fields: ALL_FIELDS,
    },
    {
      title: 'candidate_name__icontains=zoë',
      query: { candidate_name__icontains: 'zoë' },
      terms: ['zoë'],
      fields: [0],
    },
    {
      title: 'candidate_email__icontains=mail.example, active tab',
      query: { candidate_email__icontains: 'mail.example' },
      terms: ['mail.example'],
      fields: [1],
      active: true,
    },
    { title: 'search=a%r (literal %)', query: { search: 'a%r' }, terms: ['a%r'], fields: ALL_FIELDS },
    { title: 'search=o_o (literal _)', query: { search: 'o_o' }, terms: ['o_o'], fields: ALL_FIELDS },
    {
      title: 'search=102345 (one match)',
      query: { search: '102345' },
      terms: ['102345'],
      fields: ALL_FIELDS,
    },
  ];

  it.each(CASES)('$title: pages 1, 2 and 19 of 25, and page 2 of 100', async (call) => {
    const expected = scan(call.terms, call.fields, call);
    const status = call.active ? 'active' : 'all';
    for (const [number, size] of [
      [1, 25],
      [2, 25],
      [19, 25],
      [2, 100],
    ] as const) {
      const answer = await page(status, { ...call.query, page: number, page_size: size });
      expect(answer.count).toBe(expected.length);
      expect(answer.uids).toEqual(expected.slice((number - 1) * size, number * size));
    }
  });

  it('finds many matches and few: the cases above cover both ways', () => {
    expect(scan(['zoë'], ALL_FIELDS, {}).length).toBe(EACH);
    expect(scan(['mail'], ALL_FIELDS, {}).length).toBe(2 * EACH);
    expect(scan(['102345'], ALL_FIELDS, {}).length).toBe(1);
  });
});
