import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import type { User } from '@contract/users';
import { foldCase, sortKey } from '../../server/db/fold';
import { addUser, insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

/**
 * The trigram indexes (SQLite FTS5, PostgreSQL pg_trgm) must answer exactly what a plain scan answers: a
 * record matches when every search term is, ignoring case, inside one of the call's fields. The records and
 * the terms are random: umlauts, accents (composed and not), ß and ẞ, mixed case, `%` and `_`.
 */
const LETTERS = [...'aäAÄoöOÖuüUÜsßẞeéÉèÈcçnñiIxyz%_.-@'];
const DECOMPOSED = ['e\u0301', 'a\u0308', 'O\u0308'];
const letter = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...LETTERS) },
  { weight: 1, arbitrary: fc.constantFrom(...DECOMPOSED) },
);
const word = (min: number, max: number) =>
  fc.array(letter, { minLength: min, maxLength: max }).map((chars) => chars.join(''));
const name = fc.tuple(word(2, 7), word(2, 9)).map(([first, last]) => `${first} ${last}`);

/** Fixed seeds: a failure names the data it failed on, and the next run tries the same. */
const SEED = 20261122;

interface Scanned {
  uid: string;
  fields: string[];
  key: string;
  id: number;
}

/** What a plain scan answers: every term in one of the fields, by stored order (key, then id). */
function scan(records: Scanned[], terms: string[]): string[] {
  const folded = terms.map(foldCase);
  return records
    .filter((record) => folded.every((term) => record.fields.some((field) => foldCase(field).includes(term))))
    .sort((a, b) => (a.key === b.key ? a.id - b.id : a.key < b.key ? -1 : 1))
    .map((record) => record.uid);
}

/** Terms: often a piece of a stored value (so that there are hits), otherwise random. */
function termsFrom(values: string[]) {
  const piece = fc
    .tuple(fc.constantFrom(...values), fc.nat(), fc.integer({ min: 1, max: 6 }), fc.boolean())
    .map(([value, start, length, upper]) => {
      const chars = [...value.replace(/\s+/g, '')];
      const text = chars.slice(
        start % Math.max(chars.length, 1),
        (start % Math.max(chars.length, 1)) + length,
      );
      return upper ? text.join('').toUpperCase() : text.join('');
    })
    .filter((term) => term.length > 0);
  return fc.array(fc.oneof(piece, word(1, 5)), { minLength: 1, maxLength: 2 });
}

describeEachDatabase('search answers equal a plain scan', (api) => {
  let admin = '';
  const candidates: Scanned[] = [];
  const users: Scanned[] = [];

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const names = fc.sample(name, { seed: SEED, numRuns: 150 });
    const companyNames = fc.sample(name, { seed: SEED + 1, numRuns: 4 });
    const titles = fc.sample(name, { seed: SEED + 2, numRuns: 6 });
    for (const [c, companyName] of companyNames.entries()) {
      const company = await insertCompany(api(), { company_name: companyName });
      const token = admin;
      for (const [u, fullName] of names.slice(c * 5, c * 5 + 5).entries()) {
        const { user } = await addUser(api(), token, {
          user_role: 'StaffAdmin',
          company_uuid: company.company_uid,
          full_name: fullName,
          email: `u${c}${u}.${foldCase(fullName).replace(/[^a-z]/g, '') || 'x'}@example.com`,
        });
        users.push(scannedUser(user));
      }
      for (const title of titles.slice(c, c + 2)) {
        const vacancy = await insertVacancy(api(), company.id, { vacancy_title: title });
        const seeds = names.slice(20 + c * 30, 20 + c * 30 + 15).map((candidateName, i) => ({
          candidate_name: candidateName,
          candidate_email: `${foldCase(candidateName).replace(/\s/g, '.')}@mail.example`,
          candidate_phone_number: `+49 ${c}${i} 55${i}`,
        }));
        for (const row of await insertCandidates(api(), vacancy.id, seeds)) {
          const fields = [
            row.candidate_name,
            row.candidate_email,
            row.candidate_phone_number,
            title,
            companyName,
          ];
          candidates.push({ uid: row.uid, fields, key: sortKey(row.candidate_name), id: row.id });
        }
      }
    }
  });

  const scannedUser = (user: User): Scanned => ({
    uid: user.user_uid,
    fields: [user.full_name, user.email, user.company.company_name, user.user_role],
    key: sortKey(user.full_name),
    id: 0,
  });

  const candidateUids = async (query: Record<string, string>) => {
    const answer = await api().call('GET', 'candidateList', { status: 'all' }, { token: admin, query });
    expect(answer.status).toBe(200);
    return (answer.body.response as Candidate[]).map((candidate) => candidate.uid);
  };

  it('candidates: search over name, email, phone, vacancy title and company name', async () => {
    const values = candidates.flatMap((candidate) => candidate.fields);
    await fc.assert(
      fc.asyncProperty(termsFrom(values), async (terms) => {
        expect(await candidateUids({ search: terms.join(' ') })).toEqual(scan(candidates, terms));
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('candidates: each __icontains filter looks in its own field only', async () => {
    const filters = [
      ['candidate_name__icontains', 0],
      ['candidate_email__icontains', 1],
      ['vacancy__vacancy_title__icontains', 3],
      ['vacancy__vacancy_company__company_name__icontains', 4],
    ] as const;
    const values = candidates.flatMap((candidate) => candidate.fields);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...filters), termsFrom(values), async ([filter, field], terms) => {
        const term = terms[0] ?? '';
        const expected = scan(
          candidates.map((candidate) => ({ ...candidate, fields: [candidate.fields[field] ?? ''] })),
          [term],
        );
        expect(await candidateUids({ [filter]: term })).toEqual(expected);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('users: search over full name, email, company name and role', async () => {
    const values = users.flatMap((user) => user.fields);
    const mine = new Set(users.map((user) => user.uid));
    await fc.assert(
      fc.asyncProperty(termsFrom(values), async (terms) => {
        const answer = await api().call(
          'GET',
          'userList',
          {},
          { token: admin, query: { search: terms.join(' ') } },
        );
        const found = (answer.body.response as User[])
          .map((user) => user.user_uid)
          .filter((uid) => mine.has(uid));
        // Ties in the name key are broken by id, which here is the order the users were added in.
        const ordered = users.map((user, index) => ({ ...user, id: index }));
        expect(found).toEqual(scan(ordered, terms));
      }),
      { seed: SEED, numRuns: 40 },
    );
  });
});
