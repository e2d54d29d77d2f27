import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { Clock } from './lib/clock.ts';
import type { PlanEvents } from './lib/plan-events.ts';
import type { ImageProvider } from './providers/images/types.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { PaymentProvider } from './providers/payments/types.ts';
import type { PlannerProvider } from './providers/planner/types.ts';
import type { PlanReadCache } from './services/plan-read-cache.ts';
import type { SignInBackoff } from './services/sign-in-backoff.ts';

/** What services need from the app: passed as one object, never a request. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  planner: PlannerProvider;
  images: ImageProvider;
  payments: PaymentProvider;
  events: PlanEvents;
  jobs: Jobs;
  /** Plans as the read routes see them, from memory while unchanged. */
  planCache: PlanReadCache;
  /** Growing delays on failed sign-ins per account (services/sign-in-backoff.ts). */
  signInBackoff: SignInBackoff;
}
