import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { generateDemoPassword, seedDemoAccounts, seedReferenceData } from './db/seed/seed.ts';
import { startReminderJob } from './modules/notifications/index.ts';

/** Listens, seeds, prints the demo accounts in development, and shuts down gracefully. Nothing else. */
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

  const app = await buildApp(config);
  await seedReferenceData(app.deps.db);

  let demo: { password: string; accounts: { role: string; email: string }[] } | null = null;
  if (config.env !== 'production') {
    const password = config.demoPassword ?? generateDemoPassword();
    demo = { password, accounts: await seedDemoAccounts(app.deps.db, password) };
  }

  // Reminders (repayments due and overdue, offers about to expire): every process runs the job; each reminder goes once.
  const stopReminders = startReminderJob(app.deps, app.log);
  app.addHook('onClose', async () => stopReminders());

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
  const where =
    config.database.kind === 'postgres'
      ? 'PostgreSQL server (DATABASE_URL)'
      : `embedded PostgreSQL in ${config.database.dataDir}`;
  const lines = [
    ``,
    `Imole is running at ${address.replace(/\/\/(0\.0\.0\.0|127\.0\.0\.1|\[::1?\])/, '//localhost')}  (database: ${where})`,
  ];
  if (demo) {
    lines.push(
      `Demo accounts (password: ${demo.password}${config.demoPassword ? ', from DEMO_PASSWORD' : ', generated for this start'}):`,
    );
    for (const a of demo.accounts) lines.push(`  ${a.role.padEnd(12)} ${a.email}`);
    lines.push(`Messages sent by the app (codes included): ${config.publicUrl}/dev/outbox`);
  }
  lines.push(`API documentation: ${config.publicUrl}/api/docs`, ``);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('Imole failed to start:', error);
  process.exit(1);
});
