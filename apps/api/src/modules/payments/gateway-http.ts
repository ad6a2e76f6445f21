import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { AppError } from '../../lib/app-error.js';
import { httpExchange } from '../../lib/http-exchange.js';

/**
 * One call to a gateway's API (decision 078): a time limit on every call; a retry only where the brief allows
 * (`isSafeToRetry`: a read, or a write the gateway de-duplicates by our own key), once, after a short pause; a
 * gateway that cannot be reached, times out, answers 5xx or with a body that is not what it says becomes one
 * refusal the shopper can read (503, `payment.gateway_unavailable`) that changes nothing here. A 4xx is the
 * gateway's answer, returned for the adapter to read. Credentials travel only in the request: never logged.
 */
export interface TGatewayRequest {
  provider: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** A string is sent as is (a form or XML); anything else as JSON. */
  body?: unknown;
  timeoutMs: number;
  isSafeToRetry?: boolean;
}

export interface TGatewayResponse {
  status: number;
  text: string;
  /** The body read as JSON, or undefined when it is not JSON. */
  json: unknown;
}

const RETRY_PAUSE_MS = 300;

export function gatewayUnavailable(provider: string, why: string): AppError {
  const error = new AppError('UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable, {
    refusal: 'payment.gateway_unavailable',
  });
  // For the log only (the shopper reads the message): which gateway and what went wrong, never a credential.
  Object.assign(error, { gateway: provider, why });
  return error;
}

export function gatewayRefused(provider: string, why: string): AppError {
  const error = new AppError('CONFLICT', PAYMENT_MESSAGES.gatewayRefused, { refusal: 'payment.gateway_refused' });
  Object.assign(error, { gateway: provider, why });
  return error;
}

export async function gatewayRequest(request: TGatewayRequest): Promise<TGatewayResponse> {
  const attempts = request.isSafeToRetry ? 2 : 1;
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  const { method, url, headers, timeoutMs } = request;
  const exchange = { method, url, timeoutMs, ...(headers && { headers }), ...(body !== undefined && { body }) };
  let lastWhy = 'no answer';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    const answer = await httpExchange(exchange);
    if ('why' in answer) {
      lastWhy = answer.why;
      continue;
    }
    if (answer.status >= 500) {
      lastWhy = `answered ${answer.status}`;
      continue;
    }
    let json: unknown;
    try {
      json = answer.text === '' ? undefined : JSON.parse(answer.text);
    } catch {
      json = undefined;
    }
    return { status: answer.status, text: answer.text, json };
  }
  throw gatewayUnavailable(request.provider, lastWhy);
}
