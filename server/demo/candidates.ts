import { CANDIDATE_STATUSES, type ActiveState, type CandidateStatus } from '@contract/domain';
import { FIRST_NAMES, LAST_NAMES, MAIL_PROVIDERS, type Locale } from './content';
import { iso, mailName, other } from './names';
import type { PlannedVacancy } from './plan';
import { Random } from './random';

export interface PlannedCandidate {
  uid: string;
  vacancyUid: string;
  candidate_name: string;
  candidate_email: string;
  candidate_phone_number: string;
  candidate_status: CandidateStatus;
  is_candidate_active: ActiveState;
  candidate_file_name: string;
  created_at: string;
}

const STATUS_WEIGHTS: readonly (readonly [CandidateStatus, number])[] = [
  ['Applied', 30],
  ['Contacted', 15],
  ['First_Interview', 12],
  ['Second_Interview', 8],
  ['Third_Interview', 4],
  ['Contract_Sent', 3],
  ['Contract_Signed', 2],
  ['Employed', 4],
  ['Rejected', 22],
];

/**
 * One application to a vacancy of a customer speaking `companyLocale`, made at `createdMs`; its uid a random
 * one unless given.
 */
export function plannedCandidate(
  rng: Random,
  vacancyUid: string,
  companyLocale: Locale,
  createdMs: number,
  uid?: string,
): PlannedCandidate {
  const locale = rng.chance(0.7) ? companyLocale : other(companyLocale);
  const [first, last] = [rng.pick(FIRST_NAMES[locale]), rng.pick(LAST_NAMES[locale])];
  const status = rng.weighted(STATUS_WEIGHTS);
  const inactive = status === 'Rejected' ? rng.chance(0.7) : rng.chance(0.1);
  const suffix = rng.chance(0.5) ? String(rng.int(1, 99)) : '';
  const fileName = `${locale === 'de' ? 'Lebenslauf' : 'Resume'}-${first}-${last}`.replace(/[\s']/g, '');
  return {
    uid: uid ?? rng.uuid(),
    vacancyUid,
    candidate_name: `${first} ${last}`,
    candidate_email: `${mailName(first)}.${mailName(last)}${suffix}@${rng.pick(MAIL_PROVIDERS)}`,
    candidate_phone_number:
      locale === 'de'
        ? `+49 1${rng.pick(['51', '52', '57', '60', '70', '76'])} ${rng.int(1_000_000, 99_999_999)}`
        : `+44 7${rng.int(100, 999)} ${rng.int(100_000, 999_999)}`,
    candidate_status: status,
    is_candidate_active: inactive ? 'Inactive' : 'Active',
    candidate_file_name: `${fileName}.pdf`,
    created_at: iso(createdMs),
  };
}

/**
 * The first eighteen candidates take every status in both active states, so that no filter ever comes up
 * empty; `index` is the candidate's place in the insertion order.
 */
export function coverState(candidate: PlannedCandidate, index: number): void {
  if (index >= CANDIDATE_STATUSES.length * 2) return;
  candidate.candidate_status = CANDIDATE_STATUSES[index % CANDIDATE_STATUSES.length] ?? 'Applied';
  candidate.is_candidate_active = index < CANDIDATE_STATUSES.length ? 'Active' : 'Inactive';
}

/**
 * A slot packs an application's second (counted from the earliest) and its vacancy's index into one float,
 * so that a Float64Array sorts them by time natively: 2^22 vacancies times 2^30 seconds stays within 2^53.
 */
const VACANCY_SLOTS = 2 ** 22;

/**
 * The applications of a scaled demo, lazily: each vacancy's `candidates.count` candidates, in the order they
 * applied across all vacancies (so ids follow dates, as in a live system), made one at a time as the seeding
 * reads them. Memory: one 8-byte slot per candidate, not one object. Every call starts over, the same.
 */
export function applications(vacancies: readonly PlannedVacancy[], seed: number): Iterable<PlannedCandidate> {
  if (vacancies.length > VACANCY_SLOTS) throw new Error(`demo data: more than ${VACANCY_SLOTS} vacancies`);
  return {
    *[Symbol.iterator]() {
      const rng = new Random(seed);
      const since = vacancies.reduce((min, vacancy) => Math.min(min, vacancy.candidates.from), Infinity);
      const total = vacancies.reduce((sum, vacancy) => sum + vacancy.candidates.count, 0);
      const slots = new Float64Array(total);
      let next = 0;
      vacancies.forEach((vacancy, index) => {
        const { count, from, to } = vacancy.candidates;
        for (let i = 0; i < count; i++) {
          slots[next++] = Math.floor((rng.int(from, to) - since) / 1000) * VACANCY_SLOTS + index;
        }
      });
      slots.sort();
      for (let i = 0; i < total; i++) {
        const slot = slots[i] ?? 0;
        const index = slot % VACANCY_SLOTS;
        const vacancy = vacancies[index];
        if (!vacancy) throw new Error('demo data: an application without its vacancy');
        // The slot kept whole seconds; a random millisecond, but never past the vacancy's last day.
        const second = since + ((slot - index) / VACANCY_SLOTS) * 1000;
        const createdMs = Math.min(vacancy.candidates.to, second + rng.int(0, 999));
        const uid = risingUid(rng, i, total);
        const candidate = plannedCandidate(
          rng,
          vacancy.columns.uid,
          vacancy.candidates.locale,
          createdMs,
          uid,
        );
        coverState(candidate, i);
        yield candidate;
      }
    },
  };
}

/**
 * The uid of the `index`-th of `total` applications: a random version 4 UUID whose first 32 bits are a random
 * point in the index's own slice of them, so that the uids rise in insertion order. They go into the unique
 * index at its end instead of at random places all over it: the INSERT of 300,000 candidates took 11 µs a
 * candidate instead of 16. No list orders candidates by uid. DEMO_CANDIDATES is at most 10,000,000: a slice
 * of at least 429.
 */
function risingUid(rng: Random, index: number, total: number): string {
  const slice = 2 ** 32 / total;
  const high = Math.floor(index * slice) + rng.int(0, Math.floor(slice) - 1);
  return high.toString(16).padStart(8, '0') + rng.uuid().slice(8);
}
