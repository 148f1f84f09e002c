import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { smsFromEnv } from './integrations/sms.ts';

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onPoolError: (err) => console.warn('database pool error:', err.message),
});
await database.migrate();
// The embedded database starts with the demo data so a fresh clone is usable at once.
if (database.kind === 'pglite' || process.env.SEED_DEMO === 'true') await seedDemo(database.db);

const app = await buildApp({
  config,
  database,
  sms: smsFromEnv(database.db),
  sessionPolicy: {
    idleMinutes: config.sessionIdleMinutes,
    absoluteDays: config.sessionAbsoluteDays,
    tempMinutes: 15,
  },
  clock: () => new Date(),
});

// On SIGTERM/SIGINT stop accepting, finish in-flight requests (up to 10 s), then close the database.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Restock is serving on http://localhost:${config.port} (database: ${database.kind})`);
