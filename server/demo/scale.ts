import { CITIES, COMPANIES, LAST_NAMES, LEGAL_FORMS, TRADES, type CompanySeed } from './content';
import type { Random } from './random';

/**
 * A scaled demo (DEMO_CANDIDATES=N): exactly N candidates, about one vacancy per 50 of them and one customer
 * per 2,000, as issue 10 measured (100,000 candidates in 2,000 vacancies of 50 companies); never fewer
 * customers than the plain demo's, so that its sample logins exist at any size.
 */
export interface Scale {
  candidates: number;
  companies: number;
  vacancies: number;
}

export function scaleFor(candidates: number): Scale {
  return {
    candidates,
    companies: Math.max(COMPANIES.length, Math.round(candidates / 2000)),
    vacancies: Math.max(1, Math.round(candidates / 50)),
  };
}

/**
 * `total` split into whole parts as the weights say, summing to `total` exactly: each part's share rounded
 * down, the rest one each to the largest remainders.
 */
export function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  const left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index] as const);
  byRemainder.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, index] of byRemainder.slice(0, left)) parts[index] = (parts[index] ?? 0) + 1;
  return parts;
}

/** `count` weights between `low` and `high`, so that parts differ as real vacancies and customers do. */
export function weights(rng: Random, count: number, low: number, high: number): number[] {
  return Array.from({ length: count }, () => low + rng.next() * (high - low));
}

/**
 * Customers beyond COMPANIES, named like real ones ('Schröder Logistik GmbH', 'Nguyen Analytics Ltd'), each
 * name once: a taken one tries another family name, and after a few tries takes its city along.
 */
export function extraCompanies(rng: Random, count: number): CompanySeed[] {
  const taken = new Set(COMPANIES.map((company) => company.name));
  const seeds: CompanySeed[] = [];
  while (seeds.length < count) {
    const locale = rng.chance(0.75) ? 'de' : 'en';
    const city = rng.pick(CITIES[locale]);
    let name = '';
    for (let attempt = 0; name === '' || taken.has(name); attempt++) {
      const place = attempt >= 5 ? ` ${city}` : '';
      const serial = attempt >= 10 ? ` ${attempt - 9}` : '';
      name = `${rng.pick(LAST_NAMES[locale])} ${rng.pick(TRADES[locale])}${place}${serial} ${rng.pick(LEGAL_FORMS[locale])}`;
    }
    taken.add(name);
    seeds.push({ name, locale, city });
  }
  return seeds;
}
