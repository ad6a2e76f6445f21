import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { defineStep, runFlow } from './flow.js';

// The flow runner (decision 068): a step's undo runs when the flow refuses after it, and only then.

function recordingStep(name: string, done: string[], fails = false) {
  return defineStep({
    name,
    invoke: async (amount: number) => {
      if (fails) throw new AppError('CONFLICT', `${name} refused`);
      done.push(`${name} ${amount}`);
      return amount;
    },
    compensate: async (amount: number) => {
      done.push(`undo ${name} ${amount}`);
    },
  });
}

describe('runFlow', () => {
  it('answers what the flow answers, undoing nothing when no step refuses', async () => {
    const done: string[] = [];
    const take = recordingStep('take', done);
    expect(await runFlow(async (run) => (await run(take, 5)) * 2)).toBe(10);
    expect(done).toEqual(['take 5']);
  });

  it('undoes every step taken, newest first, when the flow refuses after them, and passes the refusal on', async () => {
    const done: string[] = [];
    const take = recordingStep('take', done);
    const hold = recordingStep('hold', done);
    await expect(
      runFlow(async (run) => {
        await run(take, 5);
        await run(hold, 2);
        throw new AppError('CONFLICT', 'sold out');
      }),
    ).rejects.toThrow('sold out');
    expect(done).toEqual(['take 5', 'hold 2', 'undo hold 2', 'undo take 5']);
  });

  it('does not undo the step that refused, only those before it', async () => {
    const done: string[] = [];
    const take = recordingStep('take', done);
    const hold = recordingStep('hold', done, true);
    await expect(
      runFlow(async (run) => {
        await run(take, 5);
        await run(hold, 2);
      }),
    ).rejects.toThrow('hold refused');
    expect(done).toEqual(['take 5', 'undo take 5']);
  });

  it('undoes nothing on an unexpected error: the flow is retried and finds its steps done', async () => {
    const done: string[] = [];
    const take = recordingStep('take', done);
    await expect(
      runFlow(async (run) => {
        await run(take, 5);
        throw new Error('the database went away');
      }),
    ).rejects.toThrow('the database went away');
    expect(done).toEqual(['take 5']);
  });
});
