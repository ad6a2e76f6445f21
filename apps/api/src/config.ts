import fs from 'node:fs';
import path from 'node:path';
import type { TShopFirstValues } from '@rihla/shared/schemas/shop';
import { z } from 'zod';
import { missingGatewayVariables, paymentsConfigOf, type TPaymentsConfig, ZPaymentsEnv } from './config-payments.js';

/** The development default of APP_SECRET; production refuses to start with it. */
export const DEV_APP_SECRET = 'rihla-development-secret-do-not-use-in-production';

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    PUBLIC_URL: z.url().optional(),
    APP_SECRET: z.string().optional(),
    PERSONAL_DATA_KEY: z.string().optional(),
    PERSONAL_DATA_OLD_KEYS: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    WEB_DIST_DIR: z.string().optional(),
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    SANDBOX_CALLBACKS: z.enum(['true', 'false']).default('true'),
    PARTNER_WEBHOOKS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
    RECONCILE_PAYMENTS_EVERY_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    RECONCILE_PAYMENTS_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    RECONCILE_DAILY_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^(true|false|\d{1,2}|([0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal)(\s*,\s*([0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal))*)$/,
        {
          message: 'use false, true, a number of proxy hops, or comma-separated proxy addresses (CIDR allowed)',
        },
      )
      .default('false'),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    // /metrics (decision 113): with a bearer token on the API's port, and/or on a port of its own.
    METRICS_TOKEN: z
      .string()
      .trim()
      .min(32, { message: 'use at least 32 random characters (openssl rand -hex 32)' })
      .optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    // The messages worker's own metrics on a port of its own, when it runs alone on another host (decision 119).
    MESSAGES_WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    // The shop's first values (decision 071): an owner's shop settings replace them once saved.
    SHOP_NAME: z.string().trim().min(1).max(60).optional(),
    SELLER_NAME: z.string().trim().min(1).max(120).optional(),
    SELLER_TRN: z
      .string()
      .trim()
      .regex(/^\d{15}$/, { message: 'a UAE tax registration number is 15 digits' })
      .optional(),
    SUPPORT_PHONE: z.string().trim().min(1).max(40).optional(),
    SELLER_ADDRESS: z.string().trim().min(1).max(300).optional(),
    SUPPORT_EMAIL: z.email().optional(),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s]+$/, { message: 'use smtp://user:password@host:port or smtps://...' })
      .optional(),
    MAIL_FROM: z.string().trim().min(3).max(200).optional(),
    OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    MESSAGES_WORKER: z.enum(['process', 'inline']).optional(),
    MESSAGES_WORKER_NICENESS: z.coerce.number().int().min(0).max(19).optional(),
    SMS_PROVIDER: z.enum(['twilio', 'files', 'off']).default('files'),
    TWILIO_ACCOUNT_SID: z
      .string()
      .trim()
      .regex(/^AC[0-9a-fA-F]{32}$/, { message: 'a Twilio Account SID is AC followed by 32 hex digits' })
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().trim().min(16).optional(),
    TWILIO_FROM: z.string().trim().min(2).max(64).optional(),
    TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    // WhatsApp through Twilio's Messages API (decision 078): the WhatsApp-enabled sender, and the approved template
    // a payment link goes in (a message outside the customer's 24-hour window must be a template).
    TWILIO_WHATSAPP_FROM: z
      .string()
      .trim()
      .regex(/^(whatsapp:)?\+[1-9]\d{6,14}$/, { message: 'a WhatsApp sender is a number in E.164, e.g. +971501234567' })
      .optional(),
    TWILIO_WHATSAPP_CONTENT_SID: z
      .string()
      .trim()
      .regex(/^HX[0-9a-fA-F]{32}$/, { message: 'a Twilio content template SID is HX followed by 32 hex digits' })
      .optional(),
  })
  .extend(ZPaymentsEnv.shape)
  .superRefine((env, ctx) => {
    for (const name of missingGatewayVariables(env)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER} needs ${name}` });
    }
    // Node refuses a headers time-out longer than the whole request's.
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `SMS_PROVIDER=twilio needs ${name}` });
      }
    }
    for (const [name, text] of [
      ['PERSONAL_DATA_KEY', env.PERSONAL_DATA_KEY],
      ['PERSONAL_DATA_OLD_KEYS', env.PERSONAL_DATA_OLD_KEYS],
    ] as const) {
      if (text !== undefined && personalDataKeysOf(text) === null) {
        ctx.addIssue({ code: 'custom', path: [name], message: PERSONAL_DATA_KEY_FORMAT });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.PERSONAL_DATA_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PERSONAL_DATA_KEY'],
        message:
          'PERSONAL_DATA_KEY must be set when NODE_ENV=production: it encrypts passengers’ passport numbers and dates ' +
          'of birth (decision 092). Make one with `openssl rand -base64 32` and keep a copy somewhere safe: a lost ' +
          'key loses those details',
      });
    }
    if (env.SEED_DEMO === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message:
          'SEED_DEMO=true is refused when NODE_ENV=production: demo data has published passwords. Remove SEED_DEMO ' +
          '(try the demo without NODE_ENV=production) and make the first owner with `npm run admin -- create-owner`',
      });
    }
    if (!env.APP_SECRET || env.APP_SECRET === DEV_APP_SECRET || env.APP_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'APP_SECRET must be set to a random value of at least 32 characters when NODE_ENV=production',
      });
    }
  });

export type TDatabaseConfig = { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; url: string };

export interface TConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: TDatabaseConfig;
  publicUrl: string;
  appSecret: string;
  /**
   * The master keys of passengers' personal data (decision 092): the current one (null: a key generated into
   * DATA_DIR, outside production) and older ones a rotation still reads.
   */
  personalData: { key: Buffer | null; oldKeys: Buffer[] };
  logLevel: string;
  webDistDir: string;
  /** Whether a start seeds the demo into an empty database: SEED_DEMO, false by default in production. */
  seedDemo: boolean;
  /** Whether the sandbox gateway posts its signed server-to-server callback to PUBLIC_URL. */
  sandboxCallbacks: boolean;
  /**
   * Whether a webhook a reseller registers through OCTO may call this machine (loopback addresses, http): off unless
   * PARTNER_WEBHOOKS_ALLOW_LOOPBACK=true, which the tests and a local demo set to receive deliveries (decision 127).
   */
  isWebhookLoopbackAllowed: boolean;
  /**
   * The payment reconciler (booking/reconciler.ts): how often it runs (0: never; off by default in tests) and
   * how old a pending payment must be before the gateway is asked about it; and how often a process looks whether
   * yesterday's daily reconciliation (payments-desk, decision 085) is still to run (0: never; off in tests).
   */
  reconcilePayments: { everyMs: number; afterMs: number; dailyCheckMs: number };
  /** Rate limits (plugins/rate-limit.ts): on or off, and a factor applied to every budget. */
  rateLimits: { isEnabled: boolean; scale: number };
  /** Fastify's trustProxy: whose X-Forwarded-For is believed when deciding request.ip. */
  trustProxy: boolean | number | string;
  /** Time-outs of the HTTP server, so that a slow or silent client cannot hold a connection. */
  http: THttpLimits;
  /**
   * Prometheus metrics (decision 113): `token` opens /metrics on the API's port to its bearer; `port` serves them
   * on a port of their own on `host`. Both null: no metrics are kept.
   */
  metrics: { token: string | null; port: number | null; host: string; workerPort: number | null };
  /** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
  shutdownGraceMs: number;
  /** What the environment sets of a new install's shop, until an owner saves its settings (decision 071). */
  shopFirstValues: TShopFirstValues;
  /** Outgoing messages (decision 045). */
  mail: TMailConfig;
  sms: TSmsConfig;
  /** Card payments: which gateway, and each real gateway's credentials (decision 078). */
  payments: TPaymentsConfig;
}

/**
 * Text messages (decision 045): through Twilio's Messaging API, as files under DATA_DIR/sms, or none at all. WhatsApp
 * (decision 078) goes the same way when TWILIO_WHATSAPP_FROM names the sender: `whatsapp` is then set.
 */
export type TSmsConfig = (
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string }
  | { provider: 'files'; outboxDir: string }
  | { provider: 'off' }
) & { whatsapp?: TWhatsAppConfig | null };

export interface TWhatsAppConfig {
  /** The WhatsApp-enabled sender, E.164 without the `whatsapp:` prefix. */
  from: string;
  /** The approved content template (ContentSid) a payment link is sent in; without one, a free-form body. */
  contentSid: string | null;
}

export interface TMailConfig {
  /** The SMTP server that sends email; without one, each email is written to `outboxDir` as an .eml file. */
  smtpUrl: string | null;
  /**
   * Who an email is from (MAIL_FROM): its address, and its display name when MAIL_FROM sets one; null leaves the
   * name to the shop's settings (decision 071).
   */
  from: { name: string | null; address: string };
  /** Where emails land when no SMTP server is configured (development): DATA_DIR/mail. */
  outboxDir: string;
  /** How often the messages worker looks for messages to send (0: never; off by default in tests). */
  pollMs: number;
  /**
   * Where messages are composed and sent (decision 050): `process`, a worker process the server starts beside
   * itself (the default); `inline`, the API process itself (tests, and an in-memory database no other process
   * can open).
   */
  worker: 'process' | 'inline';
  /**
   * How much lower than the server's the worker process's priority is (`nice`, 0 to 19; 10 by default): a burst of
   * orders is answered before their confirmations are rendered. 0 where every process is equally urgent (the
   * journeys' lanes, which keep the cores busy and would starve a lower-priority worker for minutes).
   */
  workerNiceness: number;
}

export interface THttpLimits {
  /** The whole request line and headers must arrive within this time (slow-header attacks). */
  headersTimeoutMs: number;
  /** The whole request, headers and body, must arrive within this time (slow-body attacks). */
  requestTimeoutMs: number;
  /** A connection with no bytes moving either way for this long is closed. */
  idleTimeoutMs: number;
}

const API_ROOT = path.resolve(import.meta.dirname, '..');

/** Adds the settings of a .env file in the working directory to the environment (the environment wins). */
export function loadEnvFile(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

const PERSONAL_DATA_KEY_FORMAT =
  'must be 32 random bytes in base64 (44 characters, `openssl rand -base64 32`) or hex (64 characters); ' +
  'several keys are separated by commas';

/** Comma-separated keys of 32 bytes each (base64 or hex); null when one of them is not. */
function personalDataKeysOf(text: string): Buffer[] | null {
  const keys = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) =>
      /^[0-9a-f]{64}$/i.test(part)
        ? Buffer.from(part, 'hex')
        : /^[A-Za-z0-9+/_-]{43}=?$/.test(part)
          ? Buffer.from(part, 'base64')
          : null,
    );
  return keys.length > 0 && keys.every((key) => key?.length === 32) ? (keys as Buffer[]) : null;
}

/** Reads the environment once; nothing else in the API reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const database = parseDatabaseUrl(env.DATABASE_URL, dataDir);
  return {
    env: env.NODE_ENV,
    // Only this machine reaches a development or test server; production listens on every interface (decision 055).
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    dataDir,
    database,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    appSecret: env.APP_SECRET ?? DEV_APP_SECRET,
    personalData: {
      key: env.PERSONAL_DATA_KEY ? (personalDataKeysOf(env.PERSONAL_DATA_KEY)?.[0] ?? null) : null,
      oldKeys: env.PERSONAL_DATA_OLD_KEYS ? (personalDataKeysOf(env.PERSONAL_DATA_OLD_KEYS) ?? []) : [],
    },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(API_ROOT, '../web/dist')),
    seedDemo: (env.SEED_DEMO ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    sandboxCallbacks: env.SANDBOX_CALLBACKS === 'true',
    isWebhookLoopbackAllowed: env.PARTNER_WEBHOOKS_ALLOW_LOOPBACK === 'true',
    reconcilePayments: {
      everyMs: (env.RECONCILE_PAYMENTS_EVERY_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60)) * 1000,
      afterMs: env.RECONCILE_PAYMENTS_AFTER_SECONDS * 1000,
      dailyCheckMs: (env.RECONCILE_DAILY_CHECK_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 600)) * 1000,
    },
    rateLimits: { isEnabled: env.RATE_LIMITS === 'on', scale: env.RATE_LIMIT_SCALE },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    http: {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_MS,
    },
    metrics: {
      token: env.METRICS_TOKEN ?? null,
      port: env.METRICS_PORT ?? null,
      host: env.METRICS_HOST,
      workerPort: env.MESSAGES_WORKER_METRICS_PORT ?? null,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    shopFirstValues: {
      name: env.SHOP_NAME,
      legalName: env.SELLER_NAME,
      trn: env.SELLER_TRN,
      address: env.SELLER_ADDRESS,
      supportPhone: env.SUPPORT_PHONE,
      supportEmail: env.SUPPORT_EMAIL,
    },
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: mailFromOf(env.MAIL_FROM, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
      outboxDir: path.join(dataDir, 'mail'),
      pollMs: env.OUTBOX_POLL_MS ?? (env.NODE_ENV === 'test' ? 0 : 1_000),
      worker: messagesWorkerOf(env, database),
      workerNiceness: env.MESSAGES_WORKER_NICENESS ?? 10,
    },
    sms: smsConfigOf(env, dataDir),
    payments: paymentsConfigOf(env),
  };
}

/**
 * MAIL_FROM as `Name <address>` or a bare address; without it, bookings@ the public host. The name is the shop's
 * (decision 071) unless MAIL_FROM gives one.
 */
function mailFromOf(mailFrom: string | undefined, publicUrl: string): TMailConfig['from'] {
  const named = mailFrom ? /^(.*?)\s*<([^<>\s]+)>$/.exec(mailFrom) : null;
  if (named) return { name: named[1]?.replace(/^"|"$/g, '').trim() || null, address: named[2] ?? '' };
  return { name: null, address: mailFrom ?? `bookings@${new URL(publicUrl).hostname}` };
}

function messagesWorkerOf(env: z.infer<typeof ZEnv>, database: TDatabaseConfig): 'process' | 'inline' {
  if (database.dialect === 'sqlite' && database.filename === ':memory:') return 'inline';
  return env.MESSAGES_WORKER ?? (env.NODE_ENV === 'test' ? 'inline' : 'process');
}

function smsConfigOf(env: z.infer<typeof ZEnv>, dataDir: string): TSmsConfig {
  if (env.SMS_PROVIDER === 'off') return { provider: 'off' };
  const whatsapp = env.TWILIO_WHATSAPP_FROM
    ? { from: env.TWILIO_WHATSAPP_FROM.replace(/^whatsapp:/, ''), contentSid: env.TWILIO_WHATSAPP_CONTENT_SID ?? null }
    : null;
  if (env.SMS_PROVIDER === 'files') return { provider: 'files', outboxDir: path.join(dataDir, 'sms'), whatsapp };
  return {
    whatsapp,
    provider: 'twilio',
    accountSid: env.TWILIO_ACCOUNT_SID ?? '',
    authToken: env.TWILIO_AUTH_TOKEN ?? '',
    from: env.TWILIO_FROM ?? '',
    apiUrl: env.TWILIO_API_URL.replace(/\/+$/, ''),
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function parseDatabaseUrl(url: string | undefined, dataDir: string): TDatabaseConfig {
  if (!url) return { dialect: 'sqlite', filename: path.join(dataDir, 'rihla.sqlite') };
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', url };
  if (url.startsWith('sqlite:')) {
    const filename = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { dialect: 'sqlite', filename: filename === ':memory:' ? filename : path.resolve(filename) };
  }
  throw new Error('Invalid configuration:\n  DATABASE_URL: use postgres://... or sqlite:path/to/file.sqlite');
}
