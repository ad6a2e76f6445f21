import { describe, expect, it } from 'vitest';
import { newId, randomChars } from './ids.js';

const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** Waits until the clock has moved on by at least one millisecond. */
async function nextMillisecond() {
  const start = Date.now();
  while (Date.now() === start) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('ids', () => {
  it('makes 22 URL-safe characters, each id different', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    for (const id of ids.slice(0, 100)) expect(id).toMatch(ID_SHAPE);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts ids made in later milliseconds after earlier ones, as strings and as bytes', async () => {
    const made: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      made.push(newId());
      await nextMillisecond();
    }
    expect([...made].sort()).toEqual(made);
    const asBytes = [...made].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(asBytes).toEqual(made);
  });

  it('keeps 84 random bits after the time: ids of the same millisecond share only their first 8 characters', () => {
    const sameMillisecond: string[] = [];
    const start = Date.now();
    while (sameMillisecond.length < 50) {
      const id = newId();
      if (Date.now() !== start) break;
      sameMillisecond.push(id);
    }
    const prefixes = new Set(sameMillisecond.map((id) => id.slice(0, 8)));
    expect(prefixes.size).toBeLessThanOrEqual(2);
    // The 14 random characters: no two alike, and the characters spread over the alphabet.
    const tails = sameMillisecond.map((id) => id.slice(8));
    expect(new Set(tails).size).toBe(tails.length);
    expect(new Set(tails.join('')).size).toBeGreaterThan(32);
  });

  it('gives random characters of the same alphabet for suffixes', () => {
    const chars = randomChars(4000);
    expect(chars).toHaveLength(4000);
    expect(chars).toMatch(/^[A-Za-z0-9_-]+$/);
    // All 64 characters turn up in 4,000 draws.
    expect(new Set(chars).size).toBe(64);
  });
});
