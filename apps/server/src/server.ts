import { warmGazetteer } from '@app/planner';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';

/** The process: validate configuration, start, and stop cleanly on SIGINT/SIGTERM. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = performance.now();
  const app = await buildApp({ config });
  await app.listen({ host: config.host, port: config.port });
  // The city list (a few hundred milliseconds) loads once the server already answers, so
  // start-up does not wait for it and the first plan request does not pay for it.
  setImmediate(() => warmGazetteer());
  app.log.info(
    {
      url: config.publicUrl,
      database: app.ctx.database.kind,
      ms: Math.round(performance.now() - started),
    },
    'server ready',
  );

  let closing = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down');
    // Requests in flight finish; running jobs get 5 s, then are failed and retried elsewhere.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      process.exit(exitCode);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // What to do with errors nobody caught (docs/decisions/0019-runtime-faults.md). A rejected
  // promise belongs to one piece of work (a job's bookkeeping on a full disk, a mail that
  // failed): it is logged and the server goes on. A thrown exception may have left any state
  // half-changed, so the process stops taking work, finishes what it can and exits non-zero
  // for its supervisor to restart it.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection; the server continues');
  });
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception; shutting down');
    void shutdown('uncaught exception', 1);
  });
}

main().catch((err) => {
  console.error(err instanceof DatabaseLockedError ? err.message : err);
  process.exit(1);
});
