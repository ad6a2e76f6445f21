import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const before = z.config().jitless;

afterEach(() => {
  z.config({ jitless: before });
  vi.restoreAllMocks();
});

describe('zod-config', () => {
  it('turns on zod’s jitless mode through the object zod reads its configuration from', async () => {
    z.config({ jitless: false });
    await import('./zod-config');
    expect(z.config().jitless).toBe(true);
    // What the CSP would refuse is never tried: an object schema parses without `new Function`.
    const makeFunction = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    expect(makeFunction).not.toHaveBeenCalled();
  });
});
