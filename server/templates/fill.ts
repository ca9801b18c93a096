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

/** Each candidate's next interview (of those who have one scheduled), by candidate id: one read for them all. */
async function nextInterviews(db: Kysely<Database>, candidateIds: readonly number[]) {
  const next = new Map<number, { starts_at: string; time_zone: string }>();
  if (candidateIds.length === 0) return next;
  const rows = await db
    .selectFrom('interviews')
    .select(['candidate_id', 'starts_at', 'time_zone'])
    .where('candidate_id', 'in', candidateIds)
    .where('starts_at', '>=', new Date().toISOString())
    .orderBy('starts_at')
    .execute();
  for (const row of rows) if (!next.has(row.candidate_id)) next.set(row.candidate_id, row);
  return next;
}

/** An interview's time as a mail in `language` writes it, or empty when none is scheduled. */
function interviewTime(interview: { starts_at: string; time_zone: string } | undefined, language: Language) {
  if (!interview) return '';
  const { day, time } = zoned(interview.starts_at, interview.time_zone);
  const params = { date: formatDate(day), time, zone: interview.time_zone };
  return translate(language, { key: 'mail.interview.when', params });
}

type Template = Pick<TemplateRow, 'subject_en' | 'body_en' | 'subject_de' | 'body_de'>;

/** The template's mail for each candidate (`to`), in their language, every placeholder filled in. */
export async function fillTemplates<A extends Addressee>(
  db: Kysely<Database>,
  template: Template,
  addressees: readonly A[],
): Promise<(MailText & { to: A })[]> {
  const interviews = await nextInterviews(
    db,
    addressees.map((to) => to.id),
  );
  return addressees.map((to) => {
    const language = to.candidate_language;
    const values = {
      candidate_name: to.candidate_name,
      vacancy_title: to.vacancy_title,
      company: to.company_name,
      interview_time: interviewTime(interviews.get(to.id), language),
    };
    const [subject, body] =
      language === 'german'
        ? [template.subject_de, template.body_de]
        : [template.subject_en, template.body_en];
    return { to, subject: fillPlaceholders(subject, values), body: fillPlaceholders(body, values), language };
  });
}

/** The template's mail for one candidate (a preview, one candidate's mail). */
export async function fillTemplate(
  db: Kysely<Database>,
  template: Template,
  to: Addressee,
): Promise<MailText> {
  const [mail] = await fillTemplates(db, template, [to]);
  if (!mail) throw new Error('no mail filled in');
  const { subject, body, language } = mail;
  return { subject, body, language };
}
