import type { Kysely } from 'kysely';
import type { Language } from '@contract/languages';
import { fillPlaceholders, type MailText } from '@contract/templates';
import { formatDate } from '@contract/dates';
import type { Database } from '../db/schema';
import { translate } from '../platform/i18n';
import { zoned } from '../interviews/zoned';
import type { TemplateRow } from './queries';

/** What a template's placeholders are filled with: the candidate, their vacancy and company. */
export interface Addressee {
  id: number;
  candidate_name: string;
  candidate_email: string;
  candidate_language: Language;
  vacancy_title: string;
  company_name: string;
}

/** The candidates a mail may go to, as `fillTemplate` fills it in. */
export const selectAddressees = (db: Kysely<Database>) =>
  db
    .selectFrom('candidates')
    .innerJoin('vacancies', 'vacancies.id', 'candidates.vacancy_id')
    .innerJoin('companies', 'companies.id', 'vacancies.company_id')
    .select([
      'candidates.id',
      'candidates.uid',
      'candidates.company_id',
      'candidates.candidate_name',
      'candidates.candidate_email',
      'candidates.candidate_language',
      'vacancies.vacancy_title',
      'companies.company_name',
    ]);

/** The candidate's next interview as a mail in `language` writes it, or empty when none is scheduled. */
async function nextInterview(db: Kysely<Database>, candidateId: number, language: Language): Promise<string> {
  const next = await db
    .selectFrom('interviews')
    .select(['starts_at', 'time_zone'])
    .where('candidate_id', '=', candidateId)
    .where('starts_at', '>=', new Date().toISOString())
    .orderBy('starts_at')
    .limit(1)
    .executeTakeFirst();
  if (!next) return '';
  const { day, time } = zoned(next.starts_at, next.time_zone);
  const params = { date: formatDate(day), time, zone: next.time_zone };
  return translate(language, { key: 'mail.interview.when', params });
}

/** The template's mail for one candidate: in their language, every placeholder filled in. */
export async function fillTemplate(
  db: Kysely<Database>,
  template: Pick<TemplateRow, 'subject_en' | 'body_en' | 'subject_de' | 'body_de'>,
  to: Addressee,
): Promise<MailText> {
  const language = to.candidate_language;
  const values = {
    candidate_name: to.candidate_name,
    vacancy_title: to.vacancy_title,
    company: to.company_name,
    interview_time: await nextInterview(db, to.id, language),
  };
  const [subject, body] =
    language === 'german' ? [template.subject_de, template.body_de] : [template.subject_en, template.body_en];
  return { subject: fillPlaceholders(subject, values), body: fillPlaceholders(body, values), language };
}
