/**
 * Printable recipes of big values: fast-check prints the recipe (`Long("x" × 70000)`, `PNG of 3 MiB`), the
 * request carries the real thing, so that a counterexample stays readable.
 */
import fc from 'fast-check';

const MiB = 1024 * 1024;
const JSON_LIMIT = MiB;
const UPLOAD_LIMIT = 2 * MiB;
/** The server's limit of a text field in a form. */
export const FIELD_LIMIT = 64 * 1024;

/** A long text: `unit` repeated `times` times. */
export class Long {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  toString(): string {
    return this.unit.repeat(this.times);
  }
  toJSON(): string {
    return this.toString();
  }
  [fc.toStringMethod](): string {
    return `Long(${JSON.stringify(this.unit)} × ${this.times})`;
  }
}

/** Bytes built once on first use and named by `label`. */
export class Named {
  private bytes: Buffer | undefined;
  constructor(
    readonly label: string,
    private readonly make: () => Buffer,
  ) {}
  get content(): Buffer {
    this.bytes ??= this.make();
    return this.bytes;
  }
  [fc.toStringMethod](): string {
    return this.label;
  }
}

/** JSON text nested `depth` levels deep, closed or cut off where the nesting ends. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly shape: 'array' | 'object' | 'mixed',
    readonly closed: boolean,
  ) {}
  toString(): string {
    const open = { array: '[', object: '{"a":', mixed: '[{"a":' }[this.shape];
    const close = { array: ']', object: '}', mixed: '}]' }[this.shape];
    const times = this.shape === 'mixed' ? Math.ceil(this.depth / 2) : this.depth;
    return (
      open.repeat(times) + (this.shape === 'array' ? '' : '1') + (this.closed ? close.repeat(times) : '')
    );
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.shape} × ${this.depth}${this.closed ? '' : ', unclosed'})`;
  }
}

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const pngOf = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 1)]);
/** A JSON object of exactly `size` bytes. */
const jsonOf = (size: number) => Buffer.from(`{"x":"${'a'.repeat(size - 8)}"}`);

export const BIG_FILES = [
  new Named('PNG of 2 MiB', () => pngOf(UPLOAD_LIMIT)),
  new Named('PNG of 2 MiB + 1', () => pngOf(UPLOAD_LIMIT + 1)),
  new Named('PNG of 3 MiB', () => pngOf(3 * MiB)),
];
export const BIG_BODIES = [
  new Named('JSON of 1 MiB - 1', () => jsonOf(JSON_LIMIT - 1)),
  new Named('JSON of 1 MiB', () => jsonOf(JSON_LIMIT)),
  new Named('JSON of 1 MiB + 1', () => jsonOf(JSON_LIMIT + 1)),
  new Named('JSON of 2 MiB + 1', () => jsonOf(UPLOAD_LIMIT + 1)),
  new Named('3 MiB of zero bytes', () => Buffer.alloc(3 * MiB)),
  new Named('1 MiB of "[" ', () => Buffer.alloc(JSON_LIMIT, '[')),
];
