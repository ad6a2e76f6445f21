import type { TOperatorCallData, TOperatorCallName } from '@rihla/shared/operator-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { callKey } from '../../../lib/query-keys';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import type { TOperatorResult } from './operator-client';

type TAnyResult = TOperatorResult<TOperatorCallName>;

export interface TDeskWriteOptions<N extends TOperatorCallName, TValues extends FieldValues = FieldValues> {
  /** The toast shown when the write succeeds (given the server's message, which may say more); none if absent. */
  done?: string | ((message: string) => string);
  /**
   * The calls whose answers the write changes, asked again once it is answered. Every desk write is audited, so the
   * audit log is always among them.
   */
  changes?: readonly TOperatorCallName[];
  /** What follows a success (after the changed answers are asked again): close a dialog, go to the new record. */
  after?: (data: TOperatorCallData<N>) => unknown;
  /** A refusal that names one of this form's fields (decision 069) also shows beside that field. */
  form?: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>;
  /**
   * Where a refusal shows: under the form (kept until the next success, the default), as a toast, or nowhere but
   * where `onRefusal` puts it (a screen with its own words around it).
   */
  refusalAs?: 'message' | 'toast' | 'none';
  /** What follows a refusal, once it is shown (and the changed answers asked again): the screen's own reaction. */
  onRefusal?: (refusal: TRefusal) => unknown;
}

/** A refused write as the screen reads it: the message for people, the code and field for the program. */
export type TRefusal = Extract<TAnyResult, { status: 0 }>;

/**
 * A back office write, one sequence for every screen (decision 069): a TanStack mutation (busy while the call
 * runs), and then in one place what every write does: on a refusal the server's message (under the form, or as a
 * toast) and beside the field it names; on success a toast when the screen wants one, the changed answers asked
 * again, then what follows. A form checks its fields with the shared schema before it sends.
 */
export function useDeskWrite() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (call: () => Promise<TAnyResult>) => call() });

  const send = async <N extends TOperatorCallName, TValues extends FieldValues = FieldValues>(
    call: () => Promise<TOperatorResult<N>>,
    { done, changes = [], after, form, refusalAs = 'message', onRefusal }: TDeskWriteOptions<N, TValues> = {},
  ): Promise<TOperatorCallData<N> | null> => {
    const result = (await mutation.mutateAsync(call)) as TOperatorResult<N>;
    // NOTE: a refusal often means the record changed meanwhile, so the changed answers are asked again either way.
    const askAgain = () =>
      Promise.all(
        [...changes, 'operator/auditLog' as const].map((name) =>
          queryClient.invalidateQueries({ queryKey: callKey(name) }),
        ),
      );
    if (result.status !== 1) {
      if (form) placeRefusal(form, result);
      if (refusalAs === 'toast') showFailure(result);
      else if (refusalAs === 'message') setError(result.message);
      await askAgain();
      await onRefusal?.(result);
      return null;
    }
    setError(null);
    if (done) toast.success(typeof done === 'string' ? done : done(result.message));
    await askAgain();
    await after?.(result.data);
    return result.data;
  };

  return { isBusy: mutation.isPending, error, setError, send };
}

/**
 * Shows a refusal beside the form field it names, by the envelope's `code` and `field` (decision 069), never by
 * its words: the error's type is the refusal code. A refusal without a field, or naming a field this form does not
 * have, stays where the write shows refusals.
 */
export function placeRefusal<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>,
  refusal: { message: string; code?: string; field?: string },
): boolean {
  const { code, field } = refusal;
  if (!code || !field || !(field in form.getValues())) return false;
  form.setError(field as Path<TValues>, { type: code, message: refusal.message });
  return true;
}

/** The first message per field of a shared schema's issues, for the messages shown beside the fields. */
export function fieldErrorsOf<TField extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Partial<Record<TField, string>> {
  const found: Partial<Record<TField, string>> = {};
  for (const issue of issues) found[issue.path[0] as TField] ??= issue.message;
  return found;
}
