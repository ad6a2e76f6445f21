import type { TOperatorCallData, TOperatorCallName } from '@rihla/shared/operator-calls';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { TOperatorResult } from './operator-client';

export interface TDeskWriteOptions<N extends TOperatorCallName> {
  /** The toast shown when the write succeeds (given the server's message, which may say more); none if absent. */
  done?: string | ((message: string) => string);
  /** What follows a success: refresh the screen's queries, close a dialog, go to the new record. */
  after?: (data: TOperatorCallData<N>) => unknown;
}

/**
 * A back office form's write, one sequence for every screen: busy while the call runs, the server's message
 * when it refuses (kept until the next try), and on success a toast (when the screen wants one) and what follows. The form checks its
 * fields with the shared schema first and shows those messages itself.
 */
export function useDeskWrite() {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async <N extends TOperatorCallName>(
    call: () => Promise<TOperatorResult<N>>,
    { done, after }: TDeskWriteOptions<N>,
  ): Promise<TOperatorCallData<N> | null> => {
    setIsBusy(true);
    const result = await call().finally(() => setIsBusy(false));
    if (result.status !== 1) {
      setError(result.message);
      return null;
    }
    setError(null);
    if (done) toast.success(typeof done === 'string' ? done : done(result.message));
    await after?.(result.data);
    return result.data;
  };

  return { isBusy, error, setError, send };
}

/** The first message per field of a shared schema's issues, for the messages shown beside the fields. */
export function fieldErrorsOf<TField extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Partial<Record<TField, string>> {
  const found: Partial<Record<TField, string>> = {};
  for (const issue of issues) found[issue.path[0] as TField] ??= issue.message;
  return found;
}
