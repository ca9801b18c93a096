import { PACKAGE_NAMES } from '../bootstrap';
import type { VacancyTable } from '../db/schema';
import {
  CANDIDATE_STATUSES,
  type ActiveState,
  type CandidateStatus,
  type UserRole,
  type UserStatus,
} from '@contract/domain';
import {
  BENEFITS,
  COMPANIES,
  EMPLOYMENT,
  FIRST_NAMES,
  JOBS,
  LAST_NAMES,
  MAIL_PROVIDERS,
  PALETTE,
  PROFILE,
  TASKS,
  type CompanySeed,
  type Locale,
} from './content';
import { LOGO_SHAPES, type LogoShape, type Rgb } from './png';
import { Random } from './random';

/**
 * The demo data as plain values, before any database id exists. Everything comes from one seeded generator,
 * so two runs plan the same customers, people and texts; only the dates move with "now".
 * Sizes: every customer of content.ts (36), 5 to 14 users per customer with users (about 330 in all),
 * 2 to 7 vacancies each (about 150) and 8 to 32 candidates per vacancy (about 3000).
 */

/** Demo customers' uids share this prefix: it marks them as demo data (seed.ts checks it to stay idempotent). */
export const DEMO_UID_PREFIX = 'de300000-0000-4000-8000-';
export const VIDEO_FILE = 'demo-video.mp4';

export interface Logo {
  file: string;
  background: Rgb;
  accent: Rgb;
  shape: LogoShape;
}

export interface PlannedCompany {
  uid: string;
  company_name: string;
  company_email: string;
  folder_name: string;
  folder_id: string;
  created_at: string;
  logo: Logo;
}

export interface PlannedUser {
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

/** The vacancy's own columns; the rest of the row comes from ids and files when it is inserted. */
export type VacancyColumns = Omit<
  VacancyTable,
  'id' | 'vacancy_thumbnail' | 'vacancy_share_url' | 'company_id' | 'created_by_id' | 'modified_by_id'
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
   * candidates' files (server/vacancies/routes.ts), so no copy may serve two vacancies.
   */
  resumeFile: string;
  posterFile: string;
}

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

export interface DemoPlan {
  companies: PlannedCompany[];
  users: PlannedUser[];
  vacancies: PlannedVacancy[];
  candidates: PlannedCandidate[];
}

const DAY = 86_400_000;
const SEED = 20_240_501;
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

export function buildPlan(now: Date, productName: string): DemoPlan {
  const planner = new Planner(now.getTime());
  planner.subAdmins(productName);
  // The first customer stays active: its users are the sample logins the summary prints.
  const others = COMPANIES.map((_, index) => index).slice(1);
  const picked = planner.rng.pickSome(others, 8);
  const [fresh, inactive] = [picked.slice(0, 2), picked.slice(2)];
  COMPANIES.forEach((seed, index) => {
    const kind: CompanyKind = fresh.includes(index)
      ? 'new'
      : inactive.includes(index)
        ? 'inactive'
        : 'active';
    planner.company(seed, index, kind);
  });
  planner.coverEveryState();
  return planner.plan;
}

class Planner {
  readonly rng = new Random(SEED);
  readonly plan: DemoPlan = { companies: [], users: [], vacancies: [], candidates: [] };
  private readonly emails = new Set<string>();

  constructor(private readonly now: number) {}

  subAdmins(productName: string) {
    const domain = `${slug(productName)}.example`;
    const statuses: UserStatus[] = ['Approved', 'Approved', 'Approved', 'Approved', 'Rejected'];
    const [from, to] = [this.now - 320 * DAY, this.now - 30 * DAY];
    for (const status of statuses)
      this.user({ domain, role: 'SubAdmin', status, companyUid: null, from, to, locale: 'de' });
  }

  company(seed: CompanySeed, index: number, kind: CompanyKind) {
    const { rng } = this;
    const createdMs = this.now - (kind === 'new' ? rng.int(1, 14) : rng.int(60, 300)) * DAY - rng.int(0, DAY);
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
    const count = rng.int(5, 14);
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
    const vacancies = rng.int(2, 7);
    for (let i = 0; i < vacancies; i++) this.vacancy(seed, uid, createdMs, users);
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
    const job = rng.pick(JOBS[locale]);
    // Created in the last five months, after the customer's users exist: start and due dates fall around today.
    const createdMs = rng.int(Math.max(companyMs + DAY, this.now - 150 * DAY), this.now - 3_600_000);
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
        vacancy_title: job.title,
        vacancy_description: description(rng, locale, job.title, seed),
        vacancy_tag: [...job.tags, rng.pick(EMPLOYMENT[locale]), seed.city].join(', '),
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
      packages: rng.pickSome(PACKAGE_NAMES, rng.int(0, 3)),
      resumeFile: `demo-resume-${n}.pdf`,
      posterFile: `demo-poster-${n}.png`,
    };
    this.plan.vacancies.push(vacancy);
    const applicants = rng.int(8, 32);
    const lastMs = Math.min(this.now, dueMs);
    for (let i = 0; i < applicants; i++) this.candidate(vacancy, seed.locale, rng.int(createdMs, lastMs));
  }

  private candidate(vacancy: PlannedVacancy, companyLocale: Locale, createdMs: number) {
    const { rng } = this;
    const locale = rng.chance(0.7) ? companyLocale : other(companyLocale);
    const [first, last] = [rng.pick(FIRST_NAMES[locale]), rng.pick(LAST_NAMES[locale])];
    const status = rng.weighted(STATUS_WEIGHTS);
    const inactive = status === 'Rejected' ? rng.chance(0.7) : rng.chance(0.1);
    const suffix = rng.chance(0.5) ? String(rng.int(1, 99)) : '';
    const fileName = `${locale === 'de' ? 'Lebenslauf' : 'Resume'}-${first}-${last}`.replace(/[\s']/g, '');
    this.plan.candidates.push({
      uid: rng.uuid(),
      vacancyUid: vacancy.columns.uid,
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
    });
  }

  /** The first eighteen candidates take every status in both active states, so no filter ever comes up empty. */
  coverEveryState() {
    this.plan.candidates.slice(0, CANDIDATE_STATUSES.length * 2).forEach((candidate, index) => {
      candidate.candidate_status = CANDIDATE_STATUSES[index % CANDIDATE_STATUSES.length] ?? 'Applied';
      candidate.is_candidate_active = index < CANDIDATE_STATUSES.length ? 'Active' : 'Inactive';
    });
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

const other = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');
const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

const LETTERS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  ı: 'i',
  ł: 'l',
};

/** Plain ASCII as mail addresses and folder names want it: 'Müller' gives 'mueller', 'Lucía' 'lucia'. */
function ascii(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßøæıł]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

const mailName = (name: string) => ascii(name).replace(/[^a-z0-9]/g, '');
const slug = (name: string) =>
  ascii(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function withoutLegalForm(name: string): string {
  return name
    .replace(/\s(gGmbH|GmbH|AG|KG|eG|Ltd|Inc\.|LLC|AB|ApS|SARL|K\.K\.|Sp\. z o\.o\.)$/, '')
    .replace(/\s&\sCo\.$/, '');
}
