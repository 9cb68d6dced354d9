/**
 * Seeded randomness. Every stream is an sfc32 generator seeded from a string; `fork(label)`
 * derives an independent stream from the parent's seed and the label alone, so adding a draw
 * in one place never reshuffles another.
 */
export interface Rng {
  /** The seed this stream was created from. */
  readonly seed: string;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  /** One element of a non-empty list, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** One element, with probability proportional to weight(item) (weights > 0). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream for a sub-task; the same label always gives the same stream. */
  fork(label: string | number): Rng;
}

/** The cyrb128 state after the last `hashFeed`, read straight after it (a scratch, so feeding allocates nothing). */
const fed = new Int32Array(4);

/**
 * Feeds `text` into a cyrb128 state (h1..h4) and leaves the new state in `fed`; feeding "ab"
 * equals feeding "a" then "b". The state of no text at all is `hashFeed(START..., '')`.
 */
function hashFeed(h1: number, h2: number, h3: number, h4: number, text: string): void {
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  fed[0] = h1;
  fed[1] = h2;
  fed[2] = h3;
  fed[3] = h4;
}

/** sfc32 over 128 bits of state; methods live on the prototype so creating a stream is cheap. */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** The hash state after the seed: `fork` continues it rather than hashing the whole longer seed again. */
  private readonly f1: number;
  private readonly f2: number;
  private readonly f3: number;
  private readonly f4: number;

  /** Seeds the stream from the hash state left in `fed` after feeding it `seed`. */
  constructor(readonly seed: string) {
    let h1 = (this.f1 = fed[0] as number);
    let h2 = (this.f2 = fed[1] as number);
    let h3 = (this.f3 = fed[2] as number);
    let h4 = (this.f4 = fed[3] as number);
    h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
    h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
    h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
    h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
    h1 ^= h2 ^ h3 ^ h4;
    h2 ^= h1;
    h3 ^= h1;
    h4 ^= h1;
    this.a = h1;
    this.b = h2;
    this.c = h3;
    this.d = h4;
    for (let i = 0; i < 12; i++) this.nextUint();
  }

  private nextUint(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.nextUint() / 4294967296;
  }

  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    if (items.length === 0) throw new RangeError('weighted pick from an empty list');
    let total = 0;
    for (const item of items) total += weight(item);
    let roll = this.next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  fork(label: string | number): Rng {
    const suffix = `/${label}`;
    hashFeed(this.f1, this.f2, this.f3, this.f4, suffix);
    return new Sfc32(this.seed + suffix);
  }
}

/** A seeded stream; the same seed always yields the same sequence, in Node and in browsers. */
export function createRng(seed: string): Rng {
  hashFeed(1779033703, 3144134277, 1013904242, 2773480762, seed);
  return new Sfc32(seed);
}

const SEED_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh 10-character seed drawn from a source of entropy (server: crypto; tests: an Rng). */
export function makeSeed(random: () => number): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += SEED_ALPHABET[Math.floor(random() * SEED_ALPHABET.length)];
  return out;
}

/** Seeds accepted from users: 1 to 64 characters of letters, digits, '_' and '-'. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
