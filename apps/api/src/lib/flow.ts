import { AppError } from './app-error.js';

// The runner of money flows' compensations (decision 068), as Medusa's steps hold their own undo: a step that
// changes something a later refusal must give back (a gateway took the money) declares how, once, with itself.

/** A step of a flow and the step that undoes it; both safe to repeat. */
export interface TStep<TArgs extends unknown[], TResult> {
  name: string;
  invoke(...args: TArgs): Promise<TResult>;
  compensate(...args: TArgs): Promise<void>;
}

export function defineStep<TArgs extends unknown[], TResult>(step: TStep<TArgs, TResult>): TStep<TArgs, TResult> {
  return step;
}

export type TRunStep = <TArgs extends unknown[], TResult>(
  step: TStep<TArgs, TResult>,
  ...args: TArgs
) => Promise<TResult>;

/**
 * Runs a flow: each step it runs through `run` is undone, newest first, when the flow refuses after it (throws an
 * AppError: a payment taken that cannot become what it paid for), and the refusal goes on to the caller. A step that
 * throws is not undone (it did not complete), nor is anything on an unexpected error (a crash, the database gone):
 * the flow is retried as it was (the return page, the callback, the reconciler) and finds its steps done.
 */
export async function runFlow<T>(body: (run: TRunStep) => Promise<T>): Promise<T> {
  const undo: Array<() => Promise<void>> = [];
  const run: TRunStep = async (step, ...args) => {
    const result = await step.invoke(...args);
    undo.unshift(() => step.compensate(...args));
    return result;
  };
  try {
    return await body(run);
  } catch (error) {
    if (error instanceof AppError) for (const compensate of undo) await compensate();
    throw error;
  }
}
