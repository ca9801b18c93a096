import type { Candidate } from '@contract/candidates';
import type { Customer } from '@contract/customers';
import { ACTIVE_USER_STATUS } from '@contract/domain';
import type { User } from '@contract/users';
import type { Vacancy } from '@contract/vacancies';
import type { Language } from '../../i18n';
import appWords from '../../i18n/app';
import candidateWords from '../../i18n/candidates';
import customerWords from '../../i18n/customers';
import userWords from '../../i18n/users';
import vacancyWords from '../../i18n/vacancies';
import { formatDate, toApiDate } from '../../src/common/dates';

/**
 * The exports (server/export/) read as a spreadsheet program would, for the API and browser tests: the CSV
 * file's rows, and each list's rows as its screen shows them.
 */

export const BOM = '\uFEFF';

/**
 * The rows of an RFC 4180 file: fields split on the separator, quotes undone; outside quotes a spreadsheet
 * program ends a record at CRLF and at a bare CR or LF alike.
 */
export function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') field += text[++index];
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      if (char === '\r' && text[index + 1] === '\n') index++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** What starts a formula in a spreadsheet program: = + - @ tab CR, and their full-width forms. */
const FORMULA_START = '[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20]';

/**
 * A cell as a spreadsheet program must get it: an apostrophe before a formula-like start, at the cell's start
 * and after each line break, comma or semicolon inside it (where a program splitting by lines or by the other
 * language's separator would start a cell).
 */
export const asText = (cell: string) =>
  cell
    .replace(new RegExp(`([\\r\\n,;])(?=${FORMULA_START})`, 'g'), "$1'")
    .replace(new RegExp(`^(?=${FORMULA_START})`), "'");

/** Whether a piece of a file, split as a careless program would, starts like a formula (quoted or not). */
export const startsLikeFormula = (piece: string) => new RegExp(`^"?${FORMULA_START}`).test(piece);

/** A day as the CSV writes it, so that the language's spreadsheet programs read a date: ISO in English. */
export const dayText = (language: Language, value: string) =>
  language === 'english' ? toApiDate(value) : formatDate(value);

/** How each list screen shows a record, from the app's own catalogs: the file's expected rows. */
export function screenRows(language: Language) {
  const day = (value: string) => dayText(language, value);
  const app = appWords[language].app;
  const { users } = userWords[language];
  const { customers } = customerWords[language];
  const { vacancies } = vacancyWords[language];
  const { candidates } = candidateWords[language];
  return {
    users: {
      header: [
        users.fields.full_name,
        users.fields.email,
        users.fields.role,
        users.fields.company,
        users.fields.status,
      ],
      row: (user: User) => [
        user.full_name,
        user.email,
        users.roles[user.user_role],
        user.company.company_name,
        user.status === ACTIVE_USER_STATUS ? app.list.active : app.list.inactive,
      ],
    },
    customers: {
      header: [
        customers.fields.company_name,
        customers.fields.company_email,
        customers.fields.folder_name,
        customers.fields.folder_id,
      ],
      row: (customer: Customer) => [
        customer.company_name,
        customer.company_email,
        customer.folder_name,
        customer.folder_id,
      ],
    },
    vacancies: {
      header: [
        vacancies.fields.id,
        vacancies.fields.title,
        vacancies.fields.company,
        vacancies.fields.start_date,
        vacancies.fields.due_date,
        vacancies.fields.quota,
        vacancies.fields.respondents,
        vacancies.fields.status,
      ],
      row: (vacancy: Vacancy) => [
        String(vacancy.id),
        vacancy.vacancy_title,
        vacancy.vacancy_company.company_name,
        day(vacancy.vacancy_start_date),
        day(vacancy.vacancy_due_date),
        String(vacancy.vacancy_quota),
        String(vacancy.vacancy_respondents_count),
        vacancies.status[vacancy.vacancy_status],
      ],
    },
    candidates: {
      header: [
        candidates.fields.name,
        candidates.fields.email,
        candidates.fields.phone,
        candidates.fields.vacancy,
        candidates.fields.company,
        candidates.fields.status,
        candidates.fields.active,
        candidates.fields.applied_on,
      ],
      row: (candidate: Candidate) => [
        candidate.candidate_name,
        candidate.candidate_email,
        candidate.candidate_phone_number,
        candidate.vacancy.vacancy_title,
        candidate.vacancy.vacancy_company.company_name,
        candidates.status[candidate.candidate_status],
        candidates.active[candidate.is_candidate_active],
        day(candidate.created_at),
      ],
    },
  };
}
