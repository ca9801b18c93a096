import { DEFAULT_PACKAGES } from '../db/migrations/014_packages';
import type { companyCopies, vacancyKeys } from '../db/keys';
import type { VacancyTable } from '../vacancies/table';
import type { UserRole, UserStatus } from '@contract/domain';
import { applications, coverState, plannedCandidate, type PlannedCandidate } from './candidates';
import {
  BENEFITS,
  COMPANIES,
  EMPLOYMENT,
  FIRST_NAMES,
  VACANCY_SEEDS,
  LAST_NAMES,
  PALETTE,
  PROFILE,
  TASKS,
  type CompanySeed,
  type Locale,
} from './content';
import { DAY, day, iso, mailName, other, slug, withoutLegalForm } from './names';
import { LOGO_SHAPES, type LogoShape, type Rgb } from './png';
import { Random } from './random';
import { extraCompanies, scaleFor, split, weights, type Scale } from './scale';

export type { PlannedCandidate } from './candidates';

/**
 * The demo data as plain values, before any database id exists. Everything comes from one seeded generator,
 * so two runs plan the same customers, people and texts; only the dates move with "now".
 * Sizes: every customer of content.ts (36), 5 to 14 users per customer with users (about 330 in all),
 * 2 to 7 vacancies each (about 150) and 8 to 32 candidates per vacancy (about 3000).
 * Scaled (DEMO_CANDIDATES=N, scale.ts): exactly N candidates over two years, made lazily as they are inserted.
 */

/** Demo customers' uids share this prefix: it marks them as demo data (seed.ts checks it to stay idempotent). */
export const DEMO_UID_PREFIX = 'de300000-0000-4000-8000-';

export interface Logo {
  file: string;
  background: Rgb;
  accent: Rgb;
  shape: LogoShape;
}

interface PlannedCompany {
  uid: string;
  company_name: string;
  company_email: string;
  folder_name: string;
  folder_id: string;
  created_at: string;
  logo: Logo;
}

interface PlannedUser {
  uid: string;
  full_name: string;
  email: string;
  user_role: UserRole;
  status: UserStatus;
  /** null: the administration company. */
  companyUid: string | null;
  created_at: string;
  last_login: string | null;
}

/** The vacancy's own columns; ids, files and stored keys (db/keys.ts) join them when it is inserted. */
type VacancyColumns = Omit<
  VacancyTable,
  | 'id'
  | 'vacancy_thumbnail'
  | 'vacancy_share_url'
  | 'company_id'
  | 'created_by_id'
  | 'modified_by_id'
  | 'version'
  | 'scorecard_criteria'
  | keyof ReturnType<typeof vacancyKeys>
  | keyof ReturnType<typeof companyCopies>
>;

export interface PlannedVacancy {
  columns: VacancyColumns;
  companyUid: string;
  thumbnail: { file: string; from: Rgb; to: Rgb } | null;
  createdBy: string;
  modifiedBy: string;
  packages: string[];
  /**
   * Each vacancy's candidates share one copy of the resume and the poster: deleting a vacancy removes its
   * candidates' files (server/vacancies/resource.ts), so no copy may serve two vacancies.
   */
  resumeFile: string;
  posterFile: string;
  /** Who applies: how many, between which times (epoch ms), mostly in the customer's language. */
  candidates: { count: number; from: number; to: number; locale: Locale };
}

export interface DemoPlan {
  companies: PlannedCompany[];
  users: PlannedUser[];
  vacancies: PlannedVacancy[];
  /** In insertion order; a scaled plan makes them as they are read (a million need not fit in memory). */
  candidates: Iterable<PlannedCandidate>;
  candidateCount: number;
  /** The video every candidate and every vacancy with a thumbnail links to. */
  videoFile: string;
}

const SEED = 20_240_501;
/** The scaled demo's applications come from a generator of their own, read only while they are inserted. */
const APPLICATIONS_SEED = SEED + 1;

interface UserOptions {
  domain: string;
  role: UserRole;
  status: UserStatus;
  companyUid: string | null;
  from: number;
  to: number;
  locale: Locale;
}

/** new: added in the last two weeks, no users yet; inactive: no Approved user left (section 3's rule). */
type CompanyKind = 'active' | 'inactive' | 'new';

/** The demo as today without `candidates`; with it, exactly that many candidates (scale.ts says the rest). */
export function buildPlan(now: Date, productName: string, candidates?: number): DemoPlan {
  const scale = candidates === undefined ? undefined : scaleFor(candidates);
  const planner = new Planner(now.getTime(), scale);
  planner.subAdmins(productName);
  // The first customer stays active: its users are the sample logins the summary prints.
  const others = COMPANIES.map((_, index) => index).slice(1);
  const picked = planner.rng.pickSome(others, 8);
  const [fresh, inactive] = [picked.slice(0, 2), picked.slice(2)];
  const customers: [CompanySeed, CompanyKind][] = COMPANIES.map((seed, index) => [
    seed,
    fresh.includes(index) ? 'new' : inactive.includes(index) ? 'inactive' : 'active',
  ]);
  if (!scale) {
    customers.forEach(([seed, kind], index) => planner.company(seed, index, kind, undefined));
    planner.coverEveryState();
    return planner.plan;
  }
  const { rng } = planner;
  for (const seed of extraCompanies(rng, scale.companies - COMPANIES.length)) {
    // As in the plain demo: about one customer in twenty is new, one in six has no Approved user left.
    customers.push([
      seed,
      rng.weighted<CompanyKind>([
        ['active', 28],
        ['inactive', 6],
        ['new', 2],
      ]),
    ]);
  }
  const hiring = customers.flatMap(([, kind], index) => (kind === 'new' ? [] : [index]));
  const shares = split(scale.vacancies, weights(rng, hiring.length, 0.3, 1.7));
  const vacancies = new Map(hiring.map((customer, i) => [customer, shares[i] ?? 0]));
  customers.forEach(([seed, kind], index) => planner.company(seed, index, kind, vacancies.get(index) ?? 0));
  const perVacancy = split(scale.candidates, weights(rng, planner.plan.vacancies.length, 0.2, 1.8));
  planner.plan.vacancies.forEach((vacancy, index) => (vacancy.candidates.count = perVacancy[index] ?? 0));
  planner.plan.candidates = applications(planner.plan.vacancies, APPLICATIONS_SEED);
  planner.plan.candidateCount = scale.candidates;
  return planner.plan;
}

class Planner {
  readonly rng = new Random(SEED);
  readonly plan: DemoPlan = {
    companies: [],
    users: [],
    vacancies: [],
    candidates: [],
    candidateCount: 0,
    videoFile: 'demo-video.mp4',
  };
  /** The plain demo's candidates, made inline with their vacancies (a scaled plan leaves it empty). */
  private readonly inline: PlannedCandidate[] = [];
  private readonly emails = new Set<string>();
  /** How far back customers and vacancies go: the plain demo's months, or two years when scaled. */
  private readonly history: { customers: number; vacancies: number };

  constructor(
    private readonly now: number,
    private readonly scale: Scale | undefined,
  ) {
    this.history = scale ? { customers: 760, vacancies: 730 } : { customers: 300, vacancies: 150 };
    if (!scale) this.plan.candidates = this.inline;
  }

  subAdmins(productName: string) {
    const domain = `${slug(productName)}.example`;
    const statuses: UserStatus[] = ['Approved', 'Approved', 'Approved', 'Approved', 'Rejected'];
    const [from, to] = [this.now - 320 * DAY, this.now - 30 * DAY];
    for (const status of statuses)
      this.user({ domain, role: 'SubAdmin', status, companyUid: null, from, to, locale: 'de' });
  }

  /** `vacancies`: how many a scaled plan gives this customer; the plain demo draws 2 to 7. */
  company(seed: CompanySeed, index: number, kind: CompanyKind, vacancies: number | undefined) {
    const { rng } = this;
    const age = kind === 'new' ? rng.int(1, 14) : rng.int(60, this.history.customers);
    const createdMs = this.now - age * DAY - rng.int(0, DAY);
    const uid = `${DEMO_UID_PREFIX}${String(index + 1).padStart(12, '0')}`;
    const domain = `${slug(withoutLegalForm(seed.name))}.example`;
    const background = rng.pick(PALETTE);
    const mailbox =
      seed.locale === 'de' ? ['karriere', 'jobs', 'bewerbung', 'personal'] : ['careers', 'jobs', 'hr'];
    this.plan.companies.push({
      uid,
      company_name: seed.name,
      company_email: `${rng.pick(mailbox)}@${domain}`,
      folder_name: slug(seed.name),
      // Decision: shaped like a cloud-drive folder id; the spec names the field, not its source.
      folder_id: `1${rng.text('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 32)}`,
      created_at: iso(createdMs),
      logo: {
        file: `demo-logo-${String(index + 1).padStart(2, '0')}.png`,
        background,
        accent: rng.pick(PALETTE.filter((color) => color !== background)),
        shape: rng.pick(LOGO_SHAPES),
      },
    });
    if (kind === 'new') return;

    const users: PlannedUser[] = [];
    // A scaled customer with many vacancies has more recruiters: one more per ten vacancies.
    const count = rng.int(5, 14) + Math.floor((vacancies ?? 0) / 10);
    for (let i = 0; i < count; i++) {
      const role: UserRole = i === 0 || rng.chance(0.12) ? 'CustomerAdmin' : 'StaffAdmin';
      const status: UserStatus =
        kind === 'inactive'
          ? rng.weighted([
              ['Rejected', 6],
              ['Pending', 4],
            ] as const)
          : i === 0
            ? 'Approved'
            : rng.weighted([
                ['Approved', 80],
                ['Rejected', 12],
                ['Pending', 8],
              ] as const);
      const locale = rng.chance(0.85) ? seed.locale : other(seed.locale);
      // The first user signs the customer up, the others join over the months after.
      const [from, to] = i === 0 ? [createdMs, createdMs + DAY / 2] : [createdMs + DAY, this.now];
      users.push(this.user({ domain, role, status, companyUid: uid, from, to, locale }));
    }
    const hiring = vacancies ?? rng.int(2, 7);
    for (let i = 0; i < hiring; i++) this.vacancy(seed, uid, createdMs, users);
  }

  /** A user created between `from` and `to` (epoch ms). */
  private user(options: UserOptions): PlannedUser {
    const { rng } = this;
    const { domain, role, status, companyUid, locale } = options;
    const [first, last] = [rng.pick(FIRST_NAMES[locale]), rng.pick(LAST_NAMES[locale])];
    const createdMs = rng.int(options.from, Math.min(options.to, this.now));
    const loggedIn = status === 'Approved' ? rng.chance(0.8) : status === 'Rejected' && rng.chance(0.5);
    const user: PlannedUser = {
      uid: rng.uuid(),
      full_name: `${first} ${last}`,
      email: this.uniqueEmail(`${mailName(first)}.${mailName(last)}`, domain),
      user_role: role,
      status,
      companyUid,
      created_at: iso(createdMs),
      last_login: loggedIn ? iso(rng.int(createdMs, this.now)) : null,
    };
    this.plan.users.push(user);
    return user;
  }

  private vacancy(seed: CompanySeed, companyUid: string, companyMs: number, users: PlannedUser[]) {
    const { rng } = this;
    const locale = seed.locale === 'de' && rng.chance(0.2) ? 'en' : seed.locale;
    const template = rng.pick(VACANCY_SEEDS[locale]);
    // Created in the last five months (two years when scaled), after the customer's users exist: start and
    // due dates fall around today.
    const since = Math.max(companyMs + DAY, this.now - this.history.vacancies * DAY);
    const createdMs = rng.int(since, this.now - 3_600_000);
    const startMs = createdMs + rng.int(0, 21) * DAY;
    const dueMs = startMs + rng.int(21, 120) * DAY;
    const open = dueMs >= this.now;
    const creators = users.filter((user) => Date.parse(user.created_at) <= createdMs);
    const creator = creators.length > 0 ? rng.pick(creators) : users[0];
    if (!creator) throw new Error('a customer with vacancies needs users');
    const n = String(this.plan.vacancies.length + 1).padStart(3, '0');
    const vacancy: PlannedVacancy = {
      columns: {
        uid: rng.uuid(),
        vacancy_title: template.title,
        vacancy_description: description(rng, locale, template.title, seed),
        vacancy_tag: [...template.tags, rng.pick(EMPLOYMENT[locale]), seed.city].join(', '),
        // Quotas are percentages; recruiters think in steps of five.
        vacancy_quota: rng.int(0, 20) * 5,
        vacancy_start_date: day(startMs),
        vacancy_due_date: day(dueMs),
        // Mostly Active while open, mostly Inactive once the due date has passed.
        vacancy_status: rng.chance(0.85) === open ? 'Active' : 'Inactive',
        vacancy_form_id: rng.chance(0.6) ? `${rng.int(1, 9)}${rng.text('0123456789', 14)}` : '',
        created_at: iso(createdMs),
      },
      companyUid,
      thumbnail: rng.chance(0.4)
        ? { file: `demo-vacancy-${n}.png`, from: rng.pick(PALETTE), to: rng.pick(PALETTE) }
        : null,
      createdBy: creator.uid,
      modifiedBy: rng.chance(0.4) ? rng.pick(creators.length > 0 ? creators : [creator]).uid : creator.uid,
      packages: rng.pickSome(DEFAULT_PACKAGES, rng.int(0, 3)),
      resumeFile: `demo-resume-${n}.pdf`,
      posterFile: `demo-poster-${n}.png`,
      candidates: { count: 0, from: createdMs, to: Math.min(this.now, dueMs), locale: seed.locale },
    };
    this.plan.vacancies.push(vacancy);
    // A scaled plan counts and makes its applications once every vacancy exists (candidates.ts).
    if (this.scale) return;
    vacancy.candidates.count = rng.int(8, 32);
    for (let i = 0; i < vacancy.candidates.count; i++) {
      const createdMs = rng.int(vacancy.candidates.from, vacancy.candidates.to);
      this.inline.push(plannedCandidate(rng, vacancy.columns.uid, seed.locale, createdMs));
    }
  }

  coverEveryState() {
    this.inline.forEach(coverState);
    this.plan.candidateCount = this.inline.length;
  }

  /**
   * Demo addresses use the reserved .example domain (RFC 2606): realistic in shape, but a password-reset mail
   * sent from the demo can never reach a real mailbox.
   */
  private uniqueEmail(local: string, domain: string): string {
    let email = `${local}@${domain}`;
    for (let n = 2; this.emails.has(email); n++) email = `${local}${n}@${domain}`;
    this.emails.add(email);
    return email;
  }
}

function description(rng: Random, locale: Locale, title: string, seed: CompanySeed): string {
  const [tasks, profile, benefits] = [
    rng.pickSome(TASKS[locale], 3),
    rng.pickSome(PROFILE[locale], 3),
    rng.pickSome(BENEFITS[locale], 3),
  ];
  const bullets = (lines: string[]) => lines.map((line) => `• ${line}`).join('\n');
  return locale === 'de'
    ? `${seed.name} sucht für den Standort ${seed.city} ab sofort Verstärkung als ${title}.\n\n` +
        `Ihre Aufgaben:\n${bullets(tasks)}\n\nIhr Profil:\n${bullets(profile)}\n\n` +
        `Wir bieten ${benefits.join(', ')} und ein herzliches Team. Wir freuen uns auf Ihre Bewerbung – gerne auch per Video!`
    : `${seed.name} is hiring a ${title} in ${seed.city}.\n\n` +
        `What you will do:\n${bullets(tasks)}\n\nWhat you bring:\n${bullets(profile)}\n\n` +
        `We offer ${benefits.join(', ')} and a friendly team. Apply today – a short video is welcome!`;
}
