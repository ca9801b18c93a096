import { describe, expect, it } from 'vitest';
import { comparisonRow, missingPackages, rate, ratio } from '../../scripts/bench/peer';

describe('the bench’s peer comparison (issue 32)', () => {
  it('writes ours ÷ the peer as the issue does, and n/a where the peer has no figure', () => {
    expect(ratio(94, 7)).toBe('13×');
    expect(ratio(184, 21)).toBe('8.8×');
    expect(ratio(50, 0)).toBe('n/a');
    expect(ratio(50, undefined)).toBe('n/a');
  });

  it('writes requests a second in whole numbers from 10, else to two significant digits', () => {
    expect(rate(94.25)).toBe('94');
    expect(rate(7.04)).toBe('7.0');
    expect(rate(0.0361)).toBe('0.036');
  });

  it('prints our figures with dashes for a peer that did not run', () => {
    const ours = { perSecond: 94.25, times: [100, 102, 300] };
    expect(comparisonRow('search', '5,899 / —', ours, undefined)).toEqual([
      'search',
      '5,899 / —',
      '94',
      '102',
      '300',
      '—',
      '—',
      '—',
      'n/a',
    ]);
  });

  it('names every Debian package to install when the Python is missing', async () => {
    expect(await missingPackages('/nonexistent/python3')).toEqual([
      'python3-djangorestframework',
      'python3-django-filters',
      'gunicorn',
    ]);
  });
});
