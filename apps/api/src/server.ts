import cluster from 'node:cluster';
import { buildApp, loanClosedOnFor } from './app.ts';
import { ConfigError, configWarnings, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { generateDemoPassword, seedDemoAccounts, seedReferenceData } from './db/seed/seed.ts';
import type { Db } from './db/database.ts';
import { startReminderJob } from './modules/notifications/index.ts';
import { runLoanReminders } from './modules/collections/index.ts';
import { startAccountMailJob } from './modules/auth/index.ts';
import { startQuoteViewPrune } from './modules/quotes/index.ts';
import { startKycRetentionJob } from './modules/identity/index.ts';
import { buildLoanBookIfEmpty } from './modules/portfolio/index.ts';

/**
 * Listens, seeds, prints the demo accounts in development, and shuts down gracefully. With WORKERS above 1 (a
 * PostgreSQL server), this process prepares the database once and runs that many API processes on one port
 * (node:cluster); everything they share lives in PostgreSQL (docs/operations.md "More than one process").
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Imole cannot start. Fix these settings and start again:\n  - ${error.problems.join('\n  - ')}`);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isPrimary) for (const warning of configWarnings(config)) console.warn(`WARNING: ${warning}`);
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config);
  await runApi(config);
}

interface Demo {
  password: string;
  accounts: { role: string; email: string }[];
}

/** Reference data, and the demo accounts outside production: safe to repeat, never overwriting staff edits. */
async function prepare(db: Db, config: AppConfig): Promise<Demo | null> {
  await seedReferenceData(db);
  // The loan book of a database from before it (docs/portfolio.md): built once, then kept by every change.
  await buildLoanBookIfEmpty({ db, clock: { now: () => new Date() } });
  if (config.env === 'production') return null;
  const password = config.demoPassword ?? generateDemoPassword();
  return { password, accounts: await seedDemoAccounts(db, password) };
}

/** One API process: in a cluster, a worker whose database the primary has already prepared. */
async function runApi(config: AppConfig): Promise<void> {
  const app = await buildApp(config);
  const demo = cluster.isWorker ? null : await prepare(app.deps.db, config);

  // Reminders (repayments due and overdue, offers about to expire): every process runs the job; each reminder goes once.
  const stopReminders = startReminderJob(app.deps, app.log, [runLoanReminders]);
  app.addHook('onClose', async () => stopReminders());
  // Account e-mail (codes, notices) that a mail outage left waiting is retried each minute (docs/accounts.md).
  const stopAccountMail = startAccountMailJob(app.deps, app.log);
  app.addHook('onClose', async () => stopAccountMail());
  // The quote views' change rows (quote-view.cache.ts) over an hour old.
  const stopPrune = startQuoteViewPrune(app.deps.db, app.log);
  app.addHook('onClose', async () => stopPrune());
  // KYC documents and sealed numbers KYC_RETENTION_DAYS after a loan closed (docs/kyc.md): hourly, each deletion once.
  const stopKycRetention = startKycRetentionJob(app.deps, loanClosedOnFor(app.deps), app.log);
  app.addHook('onClose', async () => stopKycRetention());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  if (!cluster.isWorker) console.log(banner(config, address, demo, 1));
}

/** Prepares the database once, then keeps `config.workers` API processes running until told to stop. */
async function runPrimary(config: AppConfig): Promise<void> {
  const database = await openDatabase(config.database);
  let demo: Demo | null;
  try {
    await migrateToLatest(database.db);
    demo = await prepare(database.db, config);
  } finally {
    await database.close();
  }

  let stopping = false;
  let listening = 0;
  const start = () => {
    const worker = cluster.fork();
    worker.once('listening', (address) => {
      listening += 1;
      if (listening === config.workers)
        console.log(banner(config, `http://${address.address ?? 'localhost'}:${address.port}`, demo, config.workers));
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`API process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
    setTimeout(start, 1000).unref();
  });
  for (let i = 0; i < config.workers; i++) start();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker?.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker?.process.kill(signal);
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function banner(config: AppConfig, address: string, demo: Demo | null, processes: number): string {
  const where =
    config.database.kind === 'postgres'
      ? 'PostgreSQL server (DATABASE_URL)'
      : `embedded PostgreSQL in ${config.database.dataDir}`;
  const lines = [
    ``,
    `Imole is running at ${address.replace(/\/\/(0\.0\.0\.0|127\.0\.0\.1|\[::1?\]|::)/, '//localhost')}  (database: ${where}${
      processes > 1 ? `; ${processes} API processes` : ''
    })`,
  ];
  if (demo) {
    lines.push(
      `Demo accounts (password: ${demo.password}${config.demoPassword ? ', from DEMO_PASSWORD' : ', generated for this start'}):`,
    );
    for (const a of demo.accounts) lines.push(`  ${a.role.padEnd(12)} ${a.email}`);
    lines.push(
      `Messages sent by the app (codes included): ${config.publicUrl}/dev/outbox${
        config.devToolsRemote ? '' : ' (from this machine only; DEV_TOOLS_REMOTE=true opens it to others)'
      }`,
    );
  }
  if (config.apiDocs) lines.push(`API documentation: ${config.publicUrl}/api/docs`);
  lines.push(``);
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error('Imole failed to start:', error);
  process.exit(1);
});
