import type { TOperatorCallData, TOperatorCallName, TOperatorCallRequest } from '@rihla/shared/operator-calls';
import type { TRefusalCode } from '@rihla/shared/refusal-codes';
import { ApiError, postCall } from '../../../lib/api-client';
import { readStorage } from '../../../lib/storage';
import { serverMessage } from './server-messages';

export type TOperatorResult<N extends TOperatorCallName> =
  | { status: 1; data: TOperatorCallData<N>; message: string; isNetworkError?: undefined }
  | {
      status: 0;
      data?: undefined;
      message: string;
      isNetworkError?: boolean;
      /** What the refusal is, for a program (decision 069); the message is for people. */
      code?: TRefusalCode;
      /** The request field the refusal concerns. */
      field?: string;
    };

/**
 * A back office call (decision 032), with the operator's session token in x-operator-token. Its message (a toast, a
 * refusal, a check-in's answer) comes in the operator's language (decision 110): the server's English looked up in
 * the back office's catalogue, where every screen takes it from.
 */
export async function operatorCall<N extends TOperatorCallName>(
  name: N,
  body?: TOperatorCallRequest<N>,
): Promise<TOperatorResult<N>> {
  const token = readStorage('operatorToken');
  const result = await postCall<TOperatorResult<N>>(name, body, token ? { 'x-operator-token': token } : {});
  return typeof result.message === 'string' ? { ...result, message: serverMessage(result.message) } : result;
}

/** For the back office's query functions: the data of a successful call, or an ApiError with the message. */
export async function operatorData<N extends TOperatorCallName>(
  name: N,
  body?: TOperatorCallRequest<N>,
): Promise<TOperatorCallData<N>> {
  const result = await operatorCall(name, body);
  if (result.status !== 1) {
    const error = new ApiError(result.message);
    error.isNetworkError = result.isNetworkError === true;
    throw error;
  }
  return result.data;
}
