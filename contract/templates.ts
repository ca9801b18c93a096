import { z } from 'zod';
import { LANGUAGES } from './languages';
import { answer, listAnswer } from './envelope';
import { filterText, requiredText, type MessageKey } from './fields';
import type { RecordedHistory } from './history';
import { listQuery } from './lists';
import { MAIL_STATES } from './mails';
import { recordVersion } from './versions';

export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 10_000;

/** What a template may name, written `{{candidate_name}}`: each is filled in for the candidate a mail goes to. */
export const TEMPLATE_PLACEHOLDERS = [
  'candidate_name',
  'vacancy_title',
  'company',
  'interview_time',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** `{{ name }}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;

const isPlaceholder = (name: string): name is TemplatePlaceholder =>
  (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders of a text that are none of TEMPLATE_PLACEHOLDERS. */
export const unknownPlaceholders = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !isPlaceholder(name));

/** A text with every placeholder filled in (an unknown one is left as written). */
export const fillPlaceholders = (text: string, values: Record<TemplatePlaceholder, string>): string =>
  text.replace(PLACEHOLDER, (written, name: string) => (isPlaceholder(name) ? values[name] : written));

/** The placeholders as a template's form lists them: `{{candidate_name}}, {{vacancy_title}}, …`. */
export const PLACEHOLDER_LIST = TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

const templateText = (max: number) =>
  requiredText('validation.required', max).refine((text) => unknownPlaceholders(text).length === 0, {
    error: 'validation.template_placeholder' satisfies MessageKey,
    params: { known: PLACEHOLDER_LIST },
  });

/** A template's texts in each language. */
const texts = {
  subject_en: templateText(TEMPLATE_SUBJECT_MAX),
  body_en: templateText(TEMPLATE_BODY_MAX),
  subject_de: templateText(TEMPLATE_SUBJECT_MAX),
  body_de: templateText(TEMPLATE_BODY_MAX),
};

/**
 * POST email-template-create/ and PUT email-template-update/{uid}/: the name and both languages' texts.
 * `company_uid`: whose template it is; a SubAdmin's empty one makes it the platform's (left out, an update keeps
 * it whose it was), and a CustomerAdmin's templates are always their company's.
 */
export const templateWrite = z.object({
  template_name: requiredText('validation.name_required', TEMPLATE_NAME_MAX),
  company_uid: z.string().trim().optional(),
  ...texts,
});
export type TemplateWrite = z.input<typeof templateWrite>;

const company = z.object({ company_uid: z.string(), company_name: z.string() });

/** A template as its list, detail and writes show it; `company` null: the platform's. */
export const templateItem = z.object({
  uid: z.string(),
  template_name: z.string(),
  company: company.nullable(),
  subject_en: z.string(),
  body_en: z.string(),
  subject_de: z.string(),
  body_de: z.string(),
  ...recordVersion,
});
export type TemplateItem = z.infer<typeof templateItem>;

export const TEMPLATE_HISTORY = {
  kind: 'email_template',
  fields: ['template_name', 'subject_en', 'body_en', 'subject_de', 'body_de'],
} as const satisfies RecordedHistory<keyof TemplateItem>;

/** GET email-template-list/: the platform's templates and the caller's company's (a SubAdmin's: all). */
export const templateListQuery = listQuery.extend({
  template_name__icontains: filterText(),
  company__company_uid: filterText(),
});

/** GET email-template-preview/{uid}/?candidate=: the mail the template makes for that candidate. */
export const templatePreviewQuery = z.object({ candidate: z.string().min(1) });
export const mailText = z.object({
  subject: z.string(),
  body: z.string(),
  language: z.enum(LANGUAGES),
});
export type MailText = z.infer<typeof mailText>;
export const templatePreviewAnswer = answer(mailText);

/** POST candidate-mail-send/{uid}/: the mail as the form shows it (a template's filled in, perhaps edited). */
export const candidateMailSend = z.object({
  subject: requiredText('validation.required', TEMPLATE_SUBJECT_MAX),
  body: requiredText('validation.required', TEMPLATE_BODY_MAX),
});
export type CandidateMailSend = z.input<typeof candidateMailSend>;

/** A mail a candidate was sent, as their details show it. */
export const candidateMail = z.object({
  uid: z.string(),
  subject: z.string(),
  body: z.string(),
  to: z.string(),
  state: z.enum(MAIL_STATES),
  /** Who sent it (their name as it was), null for the platform's own. */
  sender_name: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type CandidateMail = z.infer<typeof candidateMail>;
export const candidateMailsAnswer = listAnswer(candidateMail);
export const candidateMailSendAnswer = answer(z.string()).extend({ data: candidateMail });

/** A mail to a candidate on their timeline: to whom, its subject and text (their erasure blanks them). */
export const CANDIDATE_MAIL_HISTORY = {
  kind: 'candidate_mail',
  fields: ['to', 'subject', 'body'],
} as const satisfies RecordedHistory<keyof CandidateMail>;
