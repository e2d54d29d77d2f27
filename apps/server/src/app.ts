import { EXAMPLE_PLAN_IDS } from '@app/shared';
import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { AppError } from './errors.ts';
import { jobRunner } from './jobs/handlers.ts';
import { createJobs, JOB } from './jobs/jobs.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { isLocalVisitor } from './lib/local-visitor.ts';
import { redactPaths, serializeError, serializeRequest } from './lib/logging.ts';
import { PlanEvents } from './lib/plan-events.ts';
import { requestPath } from './lib/request-path.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerTextInputCheck } from './plugins/text-input.ts';
import type { PlanAction } from './policies/plans.ts';
import { imageProviderFromConfig } from './providers/images/index.ts';
import type { ImageProvider } from './providers/images/types.ts';
import { createMailer, type MailTransport, transportFromConfig } from './providers/mail/index.ts';
import { paymentsFromConfig } from './providers/payments/index.ts';
import type { PaymentProvider } from './providers/payments/types.ts';
import { plannerFromConfig } from './providers/planner/index.ts';
import type { PlannerProvider } from './providers/planner/types.ts';
import { adminAuthRoutes } from './routes/admin/admin-auth-routes.ts';
import { adminPlanRoutes } from './routes/admin/admin-plan-routes.ts';
import { accountRoutes } from './routes/auth/account-routes.ts';
import { passwordRoutes } from './routes/auth/password-routes.ts';
import { sessionRoutes } from './routes/auth/session-routes.ts';
import { mailboxRoutes } from './routes/dev/mailbox-routes.ts';
import { imageRoutes } from './routes/images/image-routes.ts';
import { paymentRoutes } from './routes/payments/payment-routes.ts';
import { plannerRoutes } from './routes/planner/planner-routes.ts';
import { backgroundRoutes } from './routes/plans/background-routes.ts';
import { eventsRoute } from './routes/plans/events-route.ts';
import { exportRoutes } from './routes/plans/export-routes.ts';
import { planRoutes } from './routes/plans/plan-routes.ts';
import { revisionRoutes } from './routes/plans/revision-routes.ts';
import { sharingRoutes } from './routes/plans/sharing-routes.ts';
import { siteRoutes } from './routes/site/site-routes.ts';
import type { RouteDeps } from './routes/types.ts';
import { userRoutes } from './routes/users/user-routes.ts';
import { ensureExamplePlans } from './services/example-plans.ts';
import { createPlanReadCache } from './services/plan-read-cache.ts';
import { findPlan } from './services/plans.ts';
import { DEFAULT_BACKOFF, SignInBackoff } from './services/sign-in-backoff.ts';

export interface BuildAppOptions {
  config: Config;
  /** An already-open database (tests share one); opened from config otherwise. */
  database?: Database;
  clock?: Clock;
  mailTransport?: MailTransport;
  /** Replace a provider (tests use stand-ins); chosen from config otherwise. */
  planner?: PlannerProvider;
  images?: ImageProvider;
  payments?: PaymentProvider;
  /** Rate limits are on unless a test turns them off to exercise other behaviour. */
  rateLimits?: boolean;
  /**
   * Start the job queue (on by default). Off builds an app explicitly without one (tests that
   * do not need it): its queued work is dropped. With it on, work is never dropped silently.
   */
  jobs?: boolean;
  /** Create the example plans 103 and 146 when missing (on by default). */
  seedExamples?: boolean;
  /** Log to this stream instead of stdout (tests capture logs to prove redaction). */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /**
     * Every route the app answers, "METHOD /path" as registered (HEAD routes Fastify adds
     * left out): the fuzz test checks each one is in the OpenAPI document or its list of
     * hidden routes, so no route escapes it.
     */
    registeredRoutes: Set<string>;
    /**
     * The routes that reach a plan through `planFor`, with the actions they ask (their
     * `planRoute` config): the access-matrix test has a row for each.
     */
    planRoutes: Map<string, readonly PlanAction[]>;
  }
}

/** Body size limit for JSON requests: plans are the largest bodies we accept. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify takes a hop count as a function of the hop index (as proxy-addr compiles one):
 * the nearest `hops` proxies are trusted, the address before them is the client.
 */
function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** How long the health check waits for the database before calling it down. */
const HEALTH_PROBE_MS = 2000;

/**
 * Up means able to serve: the database answers, and soon. A hung connection counts as down,
 * so that a load balancer's check gets its answer instead of timing out itself.
 */
async function databaseState(db: AppContext['db']): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), HEALTH_PROBE_MS);
  });
  const probe = db
    .execute(sql`select 1`)
    .then(() => 'up' as const)
    .catch(() => 'down' as const);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Builds the whole application; the process file and the tests both use it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      // Request URLs can carry reset and invitation tokens: the req serializer masks them.
      serializers: { err: serializeError, req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      url: config.database.url,
      pgliteDataDir: config.database.pgliteDataDir,
    }));
  database.onConnectionError((err) =>
    app.log.error({ err }, 'database connection lost; the pool reconnects on the next query'),
  );
  const jobs = createJobs({
    enabled: options.jobs ?? true,
    database,
    url: database.url,
    schema: database.pgSchema ? `${database.pgSchema}_boss` : undefined,
    log: app.log,
    timings: config.jobTimings,
  });
  const events = new PlanEvents();
  if (database.pool && database.url) {
    // Live updates reach the streams of every instance on this database (LISTEN/NOTIFY).
    await events.shareThroughPostgres({
      pool: database.pool,
      url: database.url,
      channel: database.pgSchema ? `plan_updates_${database.pgSchema}` : 'plan_updates',
      log: app.log,
    });
  }
  // Workers stop before the database closes, so no job is cut off mid-write.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await events.close();
    if (!options.database) await database.close();
  });

  const clock = options.clock ?? systemClock;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    planner: options.planner ?? (await plannerFromConfig(config, clock)),
    images: options.images ?? imageProviderFromConfig(config.images),
    payments: options.payments ?? (await paymentsFromConfig(config.payments, database.db)),
    events,
    jobs,
    planCache: await createPlanReadCache(database, (id) => findPlan({ db: database.db }, id)),
    signInBackoff: new SignInBackoff(() => clock.now().getTime(), {
      ...DEFAULT_BACKOFF,
      baseMs: config.signInBackoffMs,
    }),
    mailer: createMailer({
      db: database.db,
      transport: options.mailTransport ?? (await transportFromConfig(config.mail)),
      from: config.mail.from,
    }),
  };
  app.decorate('ctx', ctx);
  app.decorate('registeredRoutes', new Set<string>());
  app.decorate('planRoutes', new Map<string, readonly PlanAction[]>());
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.registeredRoutes.add(`${method} ${route.url}`);
      const actions = route.config?.planActions;
      if (actions) app.planRoutes.set(`${method} ${route.url}`, actions);
    }
  });

  registerErrorHandler(app);
  // Stripe's Embedded Checkout loads its script and frames from Stripe's hosts.
  const stripe = config.payments.provider === 'stripe';
  // Google Analytics loads only when an id is configured (and, in the browser, only after consent).
  const analytics = Boolean(config.analyticsId);
  await app.register(fastifyCookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          ...(stripe ? ['https://js.stripe.com'] : []),
          ...(analytics ? ['https://www.googletagmanager.com'] : []),
        ],
        // Inline styles stay allowed (decision 0018): the prerendered pages inline their CSS and
        // the dialog's scroll lock writes a <style> at run time. What injected CSS could leak is
        // fenced by the fetch directives: images, fonts and connections reach only this origin.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Helmet's default also allows any https: font, a channel for CSS-based exfiltration.
        'font-src': ["'self'", 'data:'],
        // Google Places photos are served from googleusercontent.com when that provider is on.
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.images.provider === 'google-places'
            ? ['https://*.googleusercontent.com']
            : []),
        ],
        'connect-src': [
          "'self'",
          ...(stripe ? ['https://api.stripe.com'] : []),
          ...(analytics
            ? ['https://*.google-analytics.com', 'https://www.googletagmanager.com']
            : []),
        ],
        'frame-src': [
          "'self'",
          ...(stripe ? ['https://js.stripe.com', 'https://checkout.stripe.com'] : []),
        ],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Travel plan API',
        version: '1.0.0',
        description: 'The calls the web app makes (the specification call tables).',
      },
    },
    transform: jsonSchemaTransform,
  });
  registerOriginCheck(app, config.allowedOrigins);
  registerTextInputCheck(app);
  // API answers are about someone (their plans, account, mail), and the development mailbox
  // lists reset links: never stored by a cache.
  app.addHook('onSend', async (request, reply) => {
    if (
      !reply.hasHeader('cache-control') &&
      /^\/(api|auth|admin|dev)\//.test(requestPath(request))
    ) {
      reply.header('cache-control', 'no-store');
    }
  });
  const limits = await registerRateLimits(app, {
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    enabled: options.rateLimits ?? true,
  });

  const deps: RouteDeps = { ctx, limits };
  await app.register(async (scope) => {
    await sessionRoutes(scope, deps);
    await passwordRoutes(scope, deps);
    await accountRoutes(scope, deps);
    await userRoutes(scope, deps);
    await adminAuthRoutes(scope, deps);
    await scope.register(async (admin) => adminPlanRoutes(admin, deps));
    await planRoutes(scope, deps);
    await backgroundRoutes(scope, deps);
    await eventsRoute(scope, deps);
    await paymentRoutes(scope, deps);
    await revisionRoutes(scope, deps);
    await sharingRoutes(scope, deps);
    await exportRoutes(scope, deps);
    await plannerRoutes(scope, deps);
    await siteRoutes(scope, deps);
    await imageRoutes(scope, deps);
    if (config.devMailbox) {
      await scope.register(async (mailbox) => {
        mailbox.addHook('onRequest', async (request) => {
          if (!isLocalVisitor(request)) throw new AppError('NOT_FOUND');
        });
        await mailboxRoutes(mailbox, deps);
      });
    }
    scope.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
    scope.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
      const database = await databaseState(ctx.db);
      return reply.code(database === 'up' ? 200 : 503).send({ ok: database === 'up', database });
    });
  });
  await registerSpa(app, config.webDistDir);
  if (options.seedExamples ?? true) await ensureExamplePlans(ctx);
  if (options.jobs ?? true) {
    app.addHook('onReady', async () => {
      await jobs.start(jobRunner(ctx), { workers: config.jobWorkers });
      // Item images of the example plans come through the same durable job as any plan's.
      for (const planId of EXAMPLE_PLAN_IDS) await jobs.enqueue(JOB.images, { planId });
    });
  }
  return app;
}
