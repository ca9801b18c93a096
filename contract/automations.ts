import { z } from 'zod';
import { CANDIDATE_STATUSES } from './domain';
import { answer, listAnswer } from './envelope';
import { choice, filterText, type MessageKey } from './fields';

/** The longest delay of an automated mail: four weeks, in minutes. */
export const AUTOMATION_DELAY_MAX_MINUTES = 28 * 24 * 60;

/**
 * A rule: when a candidate of the company (or of the one vacancy) enters `candidate_status`, the template goes
 * out after `delay_minutes`; leaving the status before then cancels it.
 */
export const automation = z.object({
  uid: z.string(),
  company: z.object({ company_uid: z.string(), company_name: z.string() }),
  vacancy: z.object({ uid: z.string(), vacancy_title: z.string() }).nullable(),
  candidate_status: z.enum(CANDIDATE_STATUSES),
  template: z.object({ uid: z.string(), template_name: z.string() }),
  delay_minutes: z.number().int(),
});
export type Automation = z.infer<typeof automation>;

export const automationListQuery = z.object({ company: filterText(), vacancy: filterText() });
export const automationListAnswer = listAnswer(automation);

/** POST automation-create/: a company's default rule, or with `vacancy_uid` one vacancy's own. */
export const automationCreate = z.object({
  company_uid: z.string().trim().optional(),
  vacancy_uid: z.string().trim().optional(),
  candidate_status: choice(CANDIDATE_STATUSES),
  template_uid: z
    .string({ error: 'validation.required' satisfies MessageKey })
    .trim()
    .min(1, {
      error: 'validation.required' satisfies MessageKey,
    }),
  delay_minutes: z
    .number({ error: 'validation.number_invalid' satisfies MessageKey })
    .int({ error: 'validation.number_invalid' satisfies MessageKey })
    .min(0, { error: 'validation.number_invalid' satisfies MessageKey })
    .refine((minutes) => minutes <= AUTOMATION_DELAY_MAX_MINUTES, {
      error: 'validation.number_max' satisfies MessageKey,
      params: { max: AUTOMATION_DELAY_MAX_MINUTES },
    }),
});
export type AutomationCreate = z.input<typeof automationCreate>;
export const automationAnswer = answer(z.string()).extend({ data: automation });
