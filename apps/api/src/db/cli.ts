import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedReferenceData } from './seed/seed.ts';

/** `npm run db:migrate` and `npm run db:seed`, on the database the configuration names. */
async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Usage: db/cli.ts migrate|seed');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length ? `Applied migrations:\n  ${applied.join('\n  ')}` : 'Migrations: already up to date.');
    if (command === 'seed') {
      await seedReferenceData(database.db);
      console.log(
        'Reference data seeded (states and LGAs, banks, employers, partner institutions, components, packages).',
      );
      console.log('Demo accounts are created by `npm start` outside production.');
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Fix these settings first:\n  - ${error.problems.join('\n  - ')}`);
  else console.error(error);
  process.exit(1);
});
