import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime, toApiDate, today } from '../../src/common/dates';

afterEach(() => {
  vi.useRealTimers();
});

describe('dates', () => {
  it('shows dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-31')).toBe('31.03.2026');
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('05.01.2026');
  });

  it('reads a date-only value as that calendar day, not as UTC midnight', () => {
    expect(formatDate('2026-01-01')).toBe('01.01.2026');
    expect(toApiDate('2026-01-01')).toBe('2026-01-01');
  });

  it('shows times as HH:MM of the local time, on a 24-hour clock', () => {
    expect(formatTime(new Date(2026, 0, 5, 9, 5))).toBe('09:05');
    expect(formatTime(new Date(2026, 0, 5, 23, 59, 59))).toBe('23:59');
    expect(formatTime(new Date(2026, 0, 5, 14, 30).toISOString())).toBe('14:30');
  });

  it('sends dates as YYYY-MM-DD', () => {
    expect(toApiDate(new Date(2026, 11, 24, 18, 0))).toBe('2026-12-24');
    expect(toApiDate('2026-02-03')).toBe('2026-02-03');
  });

  it.each([null, undefined, '', 'not a date', '2026-13-45'])('gives an empty text for %j', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatTime(value)).toBe('');
    expect(toApiDate(value)).toBe('');
  });

  it("today() is the local calendar day in the API's format", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 17, 0, 5));
    expect(today()).toBe('2026-05-17');
  });
});
