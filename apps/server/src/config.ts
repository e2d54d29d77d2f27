import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at boot.
 * `.env.example` and the README's configuration table mirror this file.
 */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

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
    /** Trust X-Forwarded-* headers (set when behind a reverse proxy). */
    TRUST_PROXY: bool,
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).default(14),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(60),
    MAIL_PROVIDER: z.enum(['outbox', 'smtp', 'resend']).default('outbox'),
    MAIL_FROM: z.string().default('Wayfarer <no-reply@localhost>'),
    SMTP_URL: optionalUrl,
    RESEND_API_KEY: z.string().optional(),
    /** Serves the built web app from this folder. */
    WEB_DIST_DIR: z.string().default(''),
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
    if (env.MAIL_PROVIDER === 'resend' && !env.RESEND_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['RESEND_API_KEY'],
        message: 'required when MAIL_PROVIDER=resend',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  allowedOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  database: { url?: string; pgliteDataDir?: string };
  redisUrl?: string;
  trustProxy: boolean;
  session: { idleDays: number; maxDays: number };
  mail: { provider: Env['MAIL_PROVIDER']; from: string; smtpUrl?: string; resendApiKey?: string };
  webDistDir: string;
  devMailbox: boolean;
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
    trustProxy: env.TRUST_PROXY,
    session: { idleDays: env.SESSION_IDLE_DAYS, maxDays: env.SESSION_MAX_DAYS },
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
  };
}
