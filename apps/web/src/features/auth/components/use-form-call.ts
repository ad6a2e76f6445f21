import type { TCallName } from '@rihla/shared/api-calls';
import { useState } from 'react';
import type { TApiResult } from '../../../lib/api-client';
import { showFailure } from '../../../lib/show-failure';
import { useUiState } from '../../../lib/ui-state';

type TSuccess<N extends TCallName> = Extract<TApiResult<N>, { status: 1 }>;

/**
 * How an auth form sends its call: the loader while it runs, then `onSuccess`; a refusal's message in the form,
 * just above the button it answers (`failure`, issue 16), and as the toast of every failed call (SPEC section 8);
 * a network failure only in the form (SPEC: only logged). The toast sits clear of the dialog's buttons and
 * fields (decision 093).
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
        if (!result.isNetworkError) showFailure(result);
      }
    } finally {
      setLoader(false);
    }
  }
  return { failure, setFailure, send };
}
