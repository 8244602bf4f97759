// npm run db:migrate — applies the committed migrations without starting the app.
import { loadConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { describePostgres, runCommand } from './run-command.ts';

runCommand(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const where = config.databaseUrl
    ? describePostgres(config.databaseUrl)
    : `the embedded database in ${config.dataDir}`;
  process.stdout.write(`Migrations are up to date in ${where}.\n`);
});
