import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at boot.
 * `.env.example` and the README's configuration table mirror this file.
 */
const ADDRESS_OR_CIDR = /^([0-9a-f:.]+)(\/\d{1,3})?$/i;

/**
 * Which proxies to believe about the client's address (Fastify's trustProxy): off, a hop
 * count ("1": one proxy in front), or the proxies' addresses/CIDRs. "true" (believe every
 * hop) is refused: it lets any client pick its address and walk past every per-IP limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim())
  .refine((v) => v !== 'true', {
    message:
      'TRUST_PROXY=true would trust any client-written X-Forwarded-For; use the number of proxies in front (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)',
  })
  .refine(
    (v) =>
      ['', 'false', '0'].includes(v) ||
      /^[1-9]\d?$/.test(v) ||
      v.split(',').every((part) => ADDRESS_OR_CIDR.test(part.trim())),
    {
      message: 'TRUST_PROXY must be false, a hop count, or proxy addresses/CIDRs, comma-separated',
    },
  )
  .transform((v): boolean | number | string[] => {
    if (['', 'false', '0'].includes(v)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((part) => part.trim());
  });

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The address users reach the app at; its origin is the one state-changing requests must come from. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Extra origins allowed to make state-changing requests, comma-separated. */
    ALLOWED_ORIGINS: z.string().default(''),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** PostgreSQL connection string; when empty the embedded PGlite database is used. */
    DATABASE_URL: optionalUrl,
    /** Folder of the embedded database. */
    PGLITE_DATA_DIR: z.string().default('./data/pglite'),
    /** Redis for shared rate-limit counters across instances; in-memory when empty. */
    REDIS_URL: optionalUrl,
    /** Prefix of every key this app writes to Redis (several apps can share one server). */
    REDIS_KEY_PREFIX: z.string().default('travel-plan:'),
    /** Behind a reverse proxy: how many hops, or which addresses, to trust for X-Forwarded-*. */
    TRUST_PROXY: trustProxy,
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).default(14),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(60),
    /** Staff sessions: shorter, since a staff session reads every plan (decision 0012). */
    ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
    ADMIN_SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
    /** First delay on a failed sign-in after 5 failures of one account; doubles, max 5 s; 0 off. */
    SIGN_IN_BACKOFF_MS: z.coerce.number().int().min(0).max(5000).default(250),
    MAIL_PROVIDER: z.enum(['outbox', 'smtp', 'resend']).default('outbox'),
    MAIL_FROM: z.string().default('Wayfarer <no-reply@localhost>'),
    SMTP_URL: optionalUrl,
    RESEND_API_KEY: z.string().optional(),
    /** Where plans come from: the offline planner, Gemini, or any OpenAI-compatible server. */
    PLANNER_PROVIDER: z.enum(['local', 'gemini', 'openai']).default('local'),
    GEMINI_API_KEY: z.string().optional(),
    GEMINI_MODEL: z.string().default('gemini-2.5-flash'),
    GEMINI_BASE_URL: optionalUrl,
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /** OpenAI, Ollama (http://localhost:11434/v1), vLLM or llama.cpp server. */
    OPENAI_BASE_URL: optionalUrl,
    IMAGE_PROVIDER: z.enum(['local', 'google-places']).default('local'),
    GOOGLE_PLACES_API_KEY: z.string().optional(),
    PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** A Google Analytics measurement id; no analytics script loads without it (and consent). */
    ANALYTICS_ID: z.string().optional(),
    /** Run background job workers in this process (turn off for web-only instances). */
    JOB_WORKERS: z.enum(['true', 'false']).default('true'),
    /**
     * A job still running this long after it started is taken to be lost with its worker
     * (a crash, a kill) and retried by another; checked every JOB_MAINTENANCE_SECONDS.
     */
    JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
    JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Serves the built web app from this folder. */
    WEB_DIST_DIR: z.string().default(''),
    /**
     * Live-update streams (SSE) open at once: per client (a signed-in user, else an address)
     * and in all in this process. Each holds a socket and timers; a client past its share gets
     * 429, a full process 503, and the page falls back to polling either way.
     */
    EVENT_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(6),
    EVENT_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(500),
    /** Enable /dev/mailbox; defaults to on outside production. */
    DEV_MAILBOX: z.enum(['true', 'false', '']).default(''),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_PROVIDER === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'required when MAIL_PROVIDER=smtp',
      });
    }
    const needs: Array<[boolean, keyof typeof env, string]> = [
      [env.PLANNER_PROVIDER === 'gemini', 'GEMINI_API_KEY', 'PLANNER_PROVIDER=gemini'],
      [
        env.PLANNER_PROVIDER === 'openai' && !env.OPENAI_BASE_URL,
        'OPENAI_API_KEY',
        'PLANNER_PROVIDER=openai without OPENAI_BASE_URL',
      ],
      [
        env.IMAGE_PROVIDER === 'google-places',
        'GOOGLE_PLACES_API_KEY',
        'IMAGE_PROVIDER=google-places',
      ],
      [env.PAYMENTS_PROVIDER === 'stripe', 'STRIPE_SECRET_KEY', 'PAYMENTS_PROVIDER=stripe'],
      [env.PAYMENTS_PROVIDER === 'stripe', 'STRIPE_PUBLISHABLE_KEY', 'PAYMENTS_PROVIDER=stripe'],
      [env.PAYMENTS_PROVIDER === 'stripe', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS_PROVIDER=stripe'],
    ];
    for (const [applies, key, when] of needs) {
      if (applies && !env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `required when ${when}` });
      }
    }
    if (env.MAIL_PROVIDER === 'resend' && !env.RESEND_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['RESEND_API_KEY'],
        message: 'required when MAIL_PROVIDER=resend',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads; a test keeps `.env.example` and the README in step. */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  allowedOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  database: { url?: string; pgliteDataDir?: string };
  redisUrl?: string;
  redisKeyPrefix: string;
  trustProxy: boolean | number | string[];
  signInBackoffMs: number;
  session: { idleDays: number; maxDays: number; adminIdleMinutes: number; adminMaxHours: number };
  mail: { provider: Env['MAIL_PROVIDER']; from: string; smtpUrl?: string; resendApiKey?: string };
  webDistDir: string;
  devMailbox: boolean;
  planner: {
    provider: Env['PLANNER_PROVIDER'];
    gemini: { apiKey?: string; model: string; baseUrl?: string };
    openai: { apiKey?: string; model: string; baseUrl?: string };
  };
  images: { provider: Env['IMAGE_PROVIDER']; googlePlacesApiKey?: string };
  payments: {
    provider: Env['PAYMENTS_PROVIDER'];
    stripeSecretKey?: string;
    stripePublishableKey?: string;
    stripeWebhookSecret?: string;
  };
  analyticsId?: string;
  jobWorkers: boolean;
  jobTimings: { expireInSeconds: number; maintenanceIntervalSeconds: number };
  eventStreams: { perClient: number; total: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and validates the environment; throws a ConfigError listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  const extra = env.ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const devOrigins = env.NODE_ENV === 'production' ? [] : ['http://localhost:5173'];
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    allowedOrigins: [...new Set([publicOrigin, ...extra, ...devOrigins])],
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { pgliteDataDir: path.resolve(repoRoot, env.PGLITE_DATA_DIR) },
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    trustProxy: env.TRUST_PROXY,
    signInBackoffMs: env.SIGN_IN_BACKOFF_MS,
    session: {
      idleDays: env.SESSION_IDLE_DAYS,
      maxDays: env.SESSION_MAX_DAYS,
      adminIdleMinutes: env.ADMIN_SESSION_IDLE_MINUTES,
      adminMaxHours: env.ADMIN_SESSION_MAX_HOURS,
    },
    mail: {
      provider: env.MAIL_PROVIDER,
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL,
      resendApiKey: env.RESEND_API_KEY,
    },
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(repoRoot, env.WEB_DIST_DIR)
      : path.resolve(repoRoot, 'apps/web/dist'),
    devMailbox: env.DEV_MAILBOX === '' ? env.NODE_ENV !== 'production' : env.DEV_MAILBOX === 'true',
    planner: {
      provider: env.PLANNER_PROVIDER,
      gemini: { apiKey: env.GEMINI_API_KEY, model: env.GEMINI_MODEL, baseUrl: env.GEMINI_BASE_URL },
      openai: { apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, baseUrl: env.OPENAI_BASE_URL },
    },
    images: { provider: env.IMAGE_PROVIDER, googlePlacesApiKey: env.GOOGLE_PLACES_API_KEY },
    payments: {
      provider: env.PAYMENTS_PROVIDER,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    analyticsId: env.ANALYTICS_ID || undefined,
    jobWorkers: env.JOB_WORKERS === 'true',
    jobTimings: {
      expireInSeconds: env.JOB_EXPIRE_SECONDS,
      maintenanceIntervalSeconds: env.JOB_MAINTENANCE_SECONDS,
    },
    eventStreams: { perClient: env.EVENT_STREAMS_PER_CLIENT, total: env.EVENT_STREAMS_MAX },
  };
}
