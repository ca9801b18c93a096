import { z } from 'zod';
import type { MessageKey } from './fields';

/**
 * Issue 30: how long a candidate may stay Rejected or Inactive, unchanged, before the retention sweep anonymises
 * it, in whole days: the platform's CANDIDATE_RETENTION_DAYS and a customer's own setting keep to the same bounds
 * (one day to ten years).
 */
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;

const invalid = { error: 'validation.number_invalid' satisfies MessageKey };
const tooMany = { error: 'validation.number_max' satisfies MessageKey, params: { max: RETENTION_DAYS.max } };

/** A whole number of days, at least the least (a number too large is told apart: it says the most). */
const isWhole = (value: string) => /^\d+$/.test(value) && Number(value) >= RETENTION_DAYS.min;

/**
 * A customer's retention in days, as a form (text) or JSON (a number, or null) sends it: empty or null is none
 * (the platform's default). Optional, as clients of the spec's contract send no such field.
 */
export const retentionDays = () =>
  z
    .custom<string | number | null>(
      (value) => value === null || typeof value === 'string' || typeof value === 'number',
      invalid,
    )
    .meta({ type: ['integer', 'string', 'null'], description: 'days, or empty for the platform default' })
    .transform((value) => (value === null ? '' : String(value).trim()))
    .refine((value) => value === '' || isWhole(value), { ...invalid, abort: true })
    .refine((value) => value === '' || Number(value) <= RETENTION_DAYS.max, tooMany)
    .transform((value) => (value === '' ? null : Number(value)))
    .optional();
