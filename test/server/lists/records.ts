import type { Selectable } from 'kysely';
import { CANDIDATE_STATUSES, type UserRole, type UserStatus } from '@contract/domain';
import type { CandidateTable } from '../../../server/candidates/table';
import type { CompanyTable } from '../../../server/customers/table';
import type { UserTable } from '../../../server/users/table';
import type { VacancyTable } from '../../../server/vacancies/table';

/**
 * A made-up but reproducible set of records for the list suites: companies, users, vacancies and their
 * candidates with fixed ids, named with umlauts, accents, ß and mixed case, and with many equal values in
 * every ordering (names, dates, companies), so that ties meet at the borders of the server's batches.
 * They carry only the columns the tables had before migration 004 (no stored keys): a writer adds those.
 */

/**
 * A table as it was before migration 004: its stored list keys (`*_key`, `*_fold`) and later columns (015's
 * version, 018's retention_days and changed_at, 022's language, 023's scorecard_criteria, 024's rejection
 * columns, 026's candidate_language) left out.
 */
export type Original<T> = Omit<
  T,
  Extract<
    keyof T,
    | `${string}_key`
    | `${string}_fold`
    | 'version'
    | 'retention_days'
    | 'changed_at'
    | 'language'
    | 'candidate_language'
    | 'scorecard_criteria'
    | 'rejection_reason_required'
    | 'rejection_reason_id'
  >
>;

export type CompanyRecord = Original<Selectable<CompanyTable>>;
export type UserRecord = Original<Selectable<UserTable>>;
export type VacancyRecord = Original<Selectable<VacancyTable>>;
/** 004 also copies the vacancy's company onto its candidates. */
export type CandidateRecord = Omit<Original<Selectable<CandidateTable>>, 'company_id'>;

export interface ListRecords {
  companies: CompanyRecord[];
  users: UserRecord[];
  vacancies: VacancyRecord[];
  vacancyPackages: { vacancy_id: number; package_id: number }[];
  candidates: CandidateRecord[];
}

/** The candidates where one of the search fields (own, their vacancy's title, its company's name) contains the term, ignoring case. */
export function searchedCandidates(records: ListRecords, term: string): CandidateRecord[] {
  const wanted = term.toLowerCase();
  return records.candidates.filter((candidate) => {
    const vacancy = records.vacancies.find((item) => item.id === candidate.vacancy_id);
    const company = records.companies.find((item) => item.id === vacancy?.company_id);
    const fields = [
      candidate.candidate_name,
      candidate.candidate_email,
      candidate.candidate_phone_number,
      vacancy?.vacancy_title ?? '',
      company?.company_name ?? '',
    ];
    return fields.some((field) => field.toLowerCase().includes(wanted));
  });
}

export interface RecordCounts {
  companies: number;
  users: number;
  vacancies: number;
  candidates: number;
  /** How many different candidate names: fewer names, more ties in the name ordering. */
  names: number;
  /** Bcrypt hash every user gets (the lists never show it). */
  passwordHash: string;
}

/** First names and last names; no letter the sort key leaves alone but ß (no Ø, Æ, Ł). */
const FIRST = ['Özdemir', 'Oskar', 'ömer', 'Anna', 'anna', 'Ärzte', 'Émile', 'eva', 'Jürgen', 'Zoë', 'Ángel'];
const FIRST_MORE = ['Çelik', 'Nils', 'Paula', 'ida', 'ÜBEL', 'Oberst', 'Ülkü', 'Ñoño', 'Åsa', 'Yusuf'];
const LAST = ['Müller', 'MÜLLER', 'Groß', 'Strauß', 'Oberst', 'Pabst', 'Schäfer', 'Öztürk', 'Nuñez', 'Weiß'];
const LAST_MORE = ['Zander', 'Åberg', 'König', 'KÖNIG', 'Ibáñez', 'Mäder', 'Straße', 'Ober'];
const COMPANY = [
  'Müller & Söhne GmbH',
  'ÖKO Bau AG',
  'Straßenbau Weiß KG',
  'émile électrique',
  'Zander GmbH',
];
const COMPANY_MORE = ['Ärztehaus Nord', 'oberland Öle', 'Pabst & Groß', 'ÜBERSEE Handel GmbH', 'Nuñez SL'];
const TITLES = ['Bäcker (m/w/d)', 'Ärztin', 'Straßenbauer', 'Übersetzerin', 'elektriker', 'Müllwerker'];
const TITLES_MORE = ['Öko-Landwirt', 'Zahnärztin', 'Fräser', 'Oberkellner'];
const ROLES: UserRole[] = ['CustomerAdmin', 'StaffAdmin'];
const STATUSES: UserStatus[] = ['Approved', 'Pending', 'Rejected'];

/** A small, seeded random source, so that every run writes the same records. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

/** The records, their ids following the administration company and administrator (id 1 each). */
export function buildRecords(counts: RecordCounts, seed = 10): ListRecords {
  const rnd = random(seed);
  const stamp = (day: number, hour: number) =>
    `2024-0${1 + (day % 9)}-1${day % 10}T${String(8 + hour).padStart(2, '0')}:00:00.000Z`;
  // Few creation times, so that created_at orders with ties.
  const created = () => stamp(rnd.int(4), rnd.int(2));
  const companyNames = [...COMPANY, ...COMPANY_MORE];
  const companies = Array.from({ length: counts.companies }, (_, index): CompanyRecord => {
    const id = index + 2;
    const name = companyNames[index % companyNames.length] ?? '';
    return {
      id,
      company_uid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      company_name: name,
      company_email: `Info.${id}@${name.split(' ')[0]?.toLowerCase()}.de`,
      company_logo: index % 3 === 0 ? `/media/logo-${id}.png` : null,
      folder_name: `Ordner ${name}`,
      folder_id: `F-${rnd.int(50)}`,
      created_at: created(),
    };
  });
  // The last company has neither users nor vacancies: the one customer that may be deleted.
  const owners = companies.slice(0, Math.max(1, companies.length - 1));
  const users = Array.from({ length: counts.users }, (_, index): UserRecord => {
    const id = index + 2;
    const first = rnd.pick([...FIRST, ...FIRST_MORE]);
    const last = rnd.pick([...LAST, ...LAST_MORE]);
    return {
      id,
      user_uid: `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      full_name: `${first} ${last}`,
      email: `${first}.${last}.${id}@Example.DE`,
      username: 'username',
      password_hash: counts.passwordHash,
      user_role: rnd.pick(ROLES),
      // The first company's users are all Pending: an inactive customer that has users.
      status: index % owners.length === 0 ? 'Pending' : rnd.pick(STATUSES),
      company_id: (owners[index % owners.length] as CompanyRecord).id,
      last_login: index % 4 === 0 ? created() : null,
      session_version: index % 3,
      created_at: created(),
    };
  });
  const titles = [...TITLES, ...TITLES_MORE];
  const vacancies = Array.from({ length: counts.vacancies }, (_, index): VacancyRecord => {
    const id = index + 1;
    const company = owners[index % owners.length] as CompanyRecord;
    const author = users.find((user) => user.company_id === company.id);
    return {
      id,
      uid: `20000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      vacancy_title: rnd.pick(titles),
      vacancy_description: `Beschreibung ${id}: Wir suchen Verstärkung.`,
      vacancy_tag: rnd.pick(['Vollzeit', 'teilzeit', 'Übergang', '']),
      vacancy_quota: 1 + rnd.int(100),
      vacancy_start_date: `2024-0${1 + rnd.int(9)}-01`,
      vacancy_due_date: `2025-0${1 + rnd.int(9)}-28`,
      vacancy_status: rnd.int(3) === 0 ? 'Inactive' : 'Active',
      vacancy_form_id: `form-${id}`,
      vacancy_thumbnail: index % 4 === 0 ? `/media/thumb-${id}.png` : null,
      vacancy_share_url: index % 5 === 0 ? `https://jobs.example.com/${id}` : null,
      company_id: company.id,
      created_by_id: author?.id ?? null,
      modified_by_id: index % 2 === 0 ? (author?.id ?? null) : null,
      created_at: created(),
    };
  });
  const vacancyPackages = vacancies.flatMap((vacancy) =>
    [1, 2, 3, 4, 5]
      .filter((pkg) => (vacancy.id + pkg) % 3 === 0)
      .map((pkg) => ({ vacancy_id: vacancy.id, package_id: pkg })),
  );
  const names = [...FIRST, ...FIRST_MORE]
    .flatMap((first) => [...LAST, ...LAST_MORE].map((last) => `${first} ${last}`))
    .filter((_, index) => index % 7 === seed % 7)
    .slice(0, counts.names);
  const candidates = Array.from({ length: counts.candidates }, (_, index): CandidateRecord => {
    const id = index + 1;
    const name = rnd.pick(names);
    return {
      id,
      uid: `30000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      candidate_name: name,
      candidate_email: `${name.replace(' ', '.')}@Mail.example`,
      candidate_phone_number: `+49 ${30 + rnd.int(3)} ${1000 + rnd.int(9000)}`,
      candidate_status: rnd.pick(CANDIDATE_STATUSES),
      is_candidate_active: rnd.int(4) === 0 ? 'Inactive' : 'Active',
      candidate_thumbnail: index % 6 === 0 ? `/media/face-${id}.png` : null,
      candidate_resume: index % 5 === 0 ? `/media/cv-${id}.pdf` : null,
      candidate_file_name: index % 5 === 0 ? `Lebenslauf ${name}.pdf` : null,
      candidate_share_url: index % 7 === 0 ? `https://share.example.com/${id}` : null,
      vacancy_id: rnd.pick(vacancies).id,
      created_at: created(),
    };
  });
  return { companies, users, vacancies, vacancyPackages, candidates };
}
