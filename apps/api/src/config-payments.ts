import { z } from 'zod';

/**
 * Which gateway takes the shop's card payments, and each real gateway's credentials (decision 078): read from the
 * environment once, checked at start-up (a missing credential of the chosen gateway stops the start with its name),
 * and never logged (logs redact them: lib/log-redaction.ts). PAYMENT_PROVIDER=sandbox, the default, needs nothing.
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'epg', 'ngenius', 'telr'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Etisalat payment gateway: JSON over HTTPS to the host the acquiring bank gives (port 2443). */
export interface TEpgConfig {
  apiUrl: string;
  customer: string;
  userName: string;
  password: string;
  store: string | null;
  terminal: string | null;
  transactionHint: string;
  /** The Accept header of each call: some EPG instances answer only to `text/xml-standard-api` (decision 082). */
  accept: 'application/json' | 'text/xml-standard-api';
}

/** Network International N-Genius: the API host, the service account's API key and the outlet. */
export interface TNgeniusConfig {
  apiUrl: string;
  apiKey: string;
  outletRef: string;
  /** The header name and value set on the webhook in the merchant portal, checked on every notice. */
  webhookHeaderName: string | null;
  webhookHeaderValue: string | null;
}

/** Telr: the store id and the hosted-page key; the remote API key for refunds. */
export interface TTelrConfig {
  apiUrl: string;
  storeId: string;
  authKey: string;
  /** 1: test mode at Telr (no money moves). */
  testMode: boolean;
  /** The key refunds are made with (Telr's remote API), when the store has one. */
  remoteKey: string | null;
  /** The secret Telr signs its transaction notifications with (tran_check). */
  notifySecret: string | null;
}

export interface TPaymentsConfig {
  /** The gateway that opens new payments. Payments made earlier at another configured gateway are still served. */
  provider: TPaymentProviderName;
  /** The time limit of each call to a gateway. */
  timeoutMs: number;
  epg: TEpgConfig | null;
  ngenius: TNgeniusConfig | null;
  telr: TTelrConfig | null;
}

const optionalText = z.string().trim().min(1).max(500).optional();

export const ZPaymentsEnv = z.object({
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  EPG_API_URL: z.url().optional(),
  EPG_CUSTOMER: optionalText,
  EPG_USERNAME: optionalText,
  EPG_PASSWORD: optionalText,
  EPG_STORE: optionalText,
  EPG_TERMINAL: optionalText,
  EPG_TRANSACTION_HINT: z.string().trim().min(1).max(100).default('CPT:Y;VCC:Y;'),
  EPG_ACCEPT: z.enum(['application/json', 'text/xml-standard-api']).default('application/json'),
  NGENIUS_API_URL: z.url().optional(),
  NGENIUS_API_KEY: optionalText,
  NGENIUS_OUTLET_REF: optionalText,
  NGENIUS_WEBHOOK_HEADER_NAME: optionalText,
  NGENIUS_WEBHOOK_HEADER_VALUE: optionalText,
  TELR_API_URL: z.url().default('https://secure.telr.com'),
  TELR_STORE_ID: optionalText,
  TELR_AUTH_KEY: optionalText,
  TELR_TEST_MODE: z.enum(['0', '1']).default('1'),
  TELR_REMOTE_KEY: optionalText,
  TELR_NOTIFY_SECRET: optionalText,
});
export type TPaymentsEnv = z.infer<typeof ZPaymentsEnv>;

/** The variables each gateway cannot start without. */
export const REQUIRED_GATEWAY_VARIABLES: Record<Exclude<TPaymentProviderName, 'sandbox'>, (keyof TPaymentsEnv)[]> = {
  epg: ['EPG_API_URL', 'EPG_CUSTOMER', 'EPG_USERNAME', 'EPG_PASSWORD'],
  ngenius: ['NGENIUS_API_URL', 'NGENIUS_API_KEY', 'NGENIUS_OUTLET_REF'],
  telr: ['TELR_STORE_ID', 'TELR_AUTH_KEY'],
};

/** The start-up check: the chosen gateway's credentials are all there. */
export function missingGatewayVariables(env: TPaymentsEnv): string[] {
  if (env.PAYMENT_PROVIDER === 'sandbox') return [];
  return REQUIRED_GATEWAY_VARIABLES[env.PAYMENT_PROVIDER].filter((name) => !env[name]);
}

function hasAll(env: TPaymentsEnv, gateway: keyof typeof REQUIRED_GATEWAY_VARIABLES): boolean {
  return REQUIRED_GATEWAY_VARIABLES[gateway].every((name) => Boolean(env[name]));
}

export function paymentsConfigOf(env: TPaymentsEnv): TPaymentsConfig {
  return {
    provider: env.PAYMENT_PROVIDER,
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
    epg: hasAll(env, 'epg')
      ? {
          apiUrl: (env.EPG_API_URL ?? '').replace(/\/+$/, ''),
          customer: env.EPG_CUSTOMER ?? '',
          userName: env.EPG_USERNAME ?? '',
          password: env.EPG_PASSWORD ?? '',
          store: env.EPG_STORE ?? null,
          terminal: env.EPG_TERMINAL ?? null,
          transactionHint: env.EPG_TRANSACTION_HINT,
          accept: env.EPG_ACCEPT,
        }
      : null,
    ngenius: hasAll(env, 'ngenius')
      ? {
          apiUrl: (env.NGENIUS_API_URL ?? '').replace(/\/+$/, ''),
          apiKey: env.NGENIUS_API_KEY ?? '',
          outletRef: env.NGENIUS_OUTLET_REF ?? '',
          webhookHeaderName: env.NGENIUS_WEBHOOK_HEADER_NAME ?? null,
          webhookHeaderValue: env.NGENIUS_WEBHOOK_HEADER_VALUE ?? null,
        }
      : null,
    telr: hasAll(env, 'telr')
      ? {
          apiUrl: env.TELR_API_URL.replace(/\/+$/, ''),
          storeId: env.TELR_STORE_ID ?? '',
          authKey: env.TELR_AUTH_KEY ?? '',
          testMode: env.TELR_TEST_MODE === '1',
          remoteKey: env.TELR_REMOTE_KEY ?? null,
          notifySecret: env.TELR_NOTIFY_SECRET ?? null,
        }
      : null,
  };
}
