/** Words of up to this many letters are checked by the Bloom filter; longer ones by a list. */
export const SHORT_WORD_LENGTH = 7;

/** A Bloom filter: `bits` bits, `hashes` probes per word, the bits as base64. */
export type BloomFilter = { readonly bits: number; readonly hashes: number; readonly data: string };

/** Two 32-bit FNV-1a hashes of a word (different offsets), for double hashing. */
function hashPair(word: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
    b ^= b >>> 15;
  }
  return [a, b | 1];
}

/** The bit position of a word's `i`-th probe, from its hash pair. */
const probe = (a: number, b: number, i: number, bits: number): number => ((a + Math.imul(i, b)) >>> 0) % bits;

/** The bit positions a word sets. */
function probes(word: string, bits: number, hashes: number): number[] {
  const [a, b] = hashPair(word);
  return Array.from({ length: hashes }, (_v, i) => probe(a, b, i, bits));
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes as base64 (standard alphabet, padded). */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += BASE64[n >> 18]! + BASE64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? BASE64[n & 63]! : '=';
  }
  return out;
}

/** Base64 (standard alphabet, padded) as bytes. */
export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const ch of clean) {
    value = (value << 6) | BASE64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 255;
    }
  }
  return bytes;
}

/** Builds a filter holding the words, about 5 % false positives. */
export function bloomFilter(words: readonly string[]): BloomFilter {
  const bits = Math.ceil((words.length * 6.5) / 8) * 8;
  const hashes = 5;
  const bytes = new Uint8Array(bits / 8);
  for (const word of words) for (const p of probes(word, bits, hashes)) bytes[p >> 3]! |= 1 << (p & 7);
  return { bits, hashes, data: toBase64(bytes) };
}

const DECODED = new WeakMap<BloomFilter, Uint8Array>();

/** Whether the filter may hold a word: always for a word put in, rarely (about 5 %) for another. */
export function mayHold(filter: BloomFilter, word: string): boolean {
  let bytes = DECODED.get(filter);
  if (!bytes) {
    bytes = fromBase64(filter.data);
    DECODED.set(filter, bytes);
  }
  // Probe by probe, so a word most filters refuse costs one hash and a bit or two.
  const [a, b] = hashPair(word);
  for (let i = 0; i < filter.hashes; i++) {
    const p = probe(a, b, i, filter.bits);
    if (!((bytes[p >> 3] as number) & (1 << (p & 7)))) return false;
  }
  return true;
}
