import type { TCallName } from '@rihla/shared/api-calls';
import { useState } from 'react';
import type { TApiResult } from '../../../lib/api-client';
import { useUiState } from '../../../lib/ui-state';

type TSuccess<N extends TCallName> = Extract<TApiResult<N>, { status: 1 }>;

/**
 * How an auth form sends its call: the loader while it runs, then `onSuccess`; a refusal's message (or a network
 * failure's) once, in the form beside the button it answers (`failure`), never also as a toast: on a phone the
 * toast covered the dialog's buttons and said the same thing twice (issue 34, decision 090).
 */
export function useFormCall() {
  const { setLoader } = useUiState();
  const [failure, setFailure] = useState('');
  async function send<N extends TCallName>(
    request: () => Promise<TApiResult<N>>,
    onSuccess: (result: TSuccess<N>) => void,
  ): Promise<void> {
    setFailure('');
    setLoader(true);
    try {
      const result = await request();
      if (result.status === 1) {
        onSuccess(result as TSuccess<N>);
      } else {
        setFailure(result.message);
      }
    } finally {
      setLoader(false);
    }
  }
  return { failure, setFailure, send };
}
