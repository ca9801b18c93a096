/**
 * A small seeded generator (mulberry32): the same seed gives the same demo data on every machine,
 * so that a demo, a screenshot or a bug report can name "the third candidate of Bäckerei Groß".
 */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `count` different items, in a random order. */
  pickSome<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0)
      chosen.push(...pool.splice(this.int(0, pool.length - 1), 1));
    return chosen;
  }

  /** One of the values, each as likely as its weight says. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return this.pick(entries)[0];
  }

  /** A version 4 UUID made from the generator, so that the uids are as repeatable as the rest. */
  uuid(): string {
    // A scaled demo makes a million of these: byte by byte through a table, without intermediate arrays.
    let uuid = '';
    for (let i = 0; i < 16; i++) {
      let byte = this.int(0, 255);
      if (i === 6) byte = (byte & 0x0f) | 0x40;
      if (i === 8) byte = (byte & 0x3f) | 0x80;
      uuid += (i === 4 || i === 6 || i === 8 || i === 10 ? '-' : '') + (HEX[byte] ?? '00');
    }
    return uuid;
  }

  /** `length` characters of the alphabet. */
  text(alphabet: string, length: number): string {
    return Array.from({ length }, () => alphabet.charAt(this.int(0, alphabet.length - 1))).join('');
  }
}
