import { z } from 'zod';
import type { MessageKey } from './fields';

/**
 * Issue 30: how long a candidate may stay Rejected or Inactive, unchanged, before the retention sweep anonymises
 * it, in whole days: the platform's CANDIDATE_RETENTION_DAYS and a customer's own setting keep to the same bounds
 * (one day to ten years).
 */
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;

const invalid = { error: 'validation.retention_days' satisfies MessageKey, params: RETENTION_DAYS };

const isDays = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= RETENTION_DAYS.min && Number(value) <= RETENTION_DAYS.max;

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
    .refine((value) => value === '' || isDays(value), invalid)
    .transform((value) => (value === '' ? null : Number(value)))
    .optional();
