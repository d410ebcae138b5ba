/**
 * `npm run seed:sales-demo`: the sales area's demo data on the database `npm start` uses (DATA_DIR, or DATABASE_URL):
 * the demo agent's customers in every state and a second agent under the demo coordinator (db/seed/sales-demo.ts),
 * the partner banks' (db/seed/bank-demo.ts), then a running PAYG book of about 125 loans for /portfolio and
 * /collections (db/seed/book-demo.ts).
 * Development only. The demo accounts' password is DEMO_PASSWORD, or a new one printed here (it replaces the old).
 * Stop the server first on the embedded database (one process opens it at a time).
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedBankDemo } from './db/seed/bank-demo.ts';
import { seedBookDemo } from './db/seed/book-demo.ts';
import { movableClock, seedSalesDemo } from './db/seed/sales-demo.ts';
import { generateDemoPassword, seedDemoAccounts, seedReferenceData } from './db/seed/seed.ts';

const config = loadConfig();
if (config.env === 'production') {
  console.error('The sales demo data is for development: refused in production.');
  process.exit(1);
}
const clock = movableClock();
const app = await buildApp(config, { clock, rateLimitPerMinute: 1_000_000 });
try {
  await seedReferenceData(app.deps.db);
  const password = config.demoPassword ?? generateDemoPassword();
  await seedDemoAccounts(app.deps.db, password);
  const added = await seedSalesDemo(app, clock, password);
  console.log(
    added === 0
      ? 'The demo agent already has customers: nothing added.'
      : `Added ${added} customers referred by agent@demo.imole.ng (code 08030000005) and agent2@demo.imole.ng.`,
  );
  // Partner banks (docs/banks.md "Demo data"): Sterling and Wema active, two Sterling customers for its officer.
  const bankCustomers = await seedBankDemo(app, password);
  console.log(
    bankCustomers === 0
      ? 'Partner banks set (Sterling and Wema active); their demo customers exist already.'
      : `Partner banks set (Sterling and Wema active); ${bankCustomers} Sterling Bank customers for bankofficer@demo.imole.ng.`,
  );
  // The PAYG book (docs/portfolio.md "Demo book"): needs the agents and Sterling Bank above.
  const started = Date.now();
  const loans = await seedBookDemo(app, clock, password);
  console.log(
    loans === 0
      ? 'The demo book exists already: nothing added.'
      : `Added a book of ${loans} financed loans over the last 18 months (/portfolio, /collections) in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  console.log(`Demo accounts' password: ${password}`);
} finally {
  await app.close();
}
