import { describe, expect, it } from 'vitest';
import { CANDIDATE_STATUSES } from '@contract/domain';
import { nextRound, startOf } from '../../src/interviews/formValues';

describe("the interview form's proposals and times", () => {
  it('proposes the round after the candidate status, the last one past the interviews', () => {
    expect(Object.fromEntries(CANDIDATE_STATUSES.map((status) => [status, nextRound(status)]))).toEqual({
      Applied: 'First_Interview',
      Contacted: 'First_Interview',
      First_Interview: 'Second_Interview',
      Second_Interview: 'Third_Interview',
      Third_Interview: 'Third_Interview',
      Contract_Sent: 'Third_Interview',
      Contract_Signed: 'Third_Interview',
      Employed: 'Third_Interview',
      Rejected: 'Third_Interview',
    });
  });

  it('sends the local day and time as a UTC instant, nothing while either is not whole', () => {
    expect(startOf('2026-11-28', '14:00')).toBe(new Date(2026, 10, 28, 14, 0).toISOString());
    expect(startOf('2026-11-28', '14:0')).toBe('');
    expect(startOf('28.11.2026', '14:00')).toBe('');
    expect(startOf('2026-11-28', undefined)).toBe('');
  });
});
