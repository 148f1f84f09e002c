import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { fileStoreFromConfig } from './integrations/file-store.ts';
import { smsFromConfig } from './integrations/sms.ts';
import { vapidKeyPair } from './modules/notification/service.ts';
import { countClients, seedDemo } from './seed/demo.ts';

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: config.statementTimeoutMs,
  onPoolError: (err) => console.warn('database pool error:', err.message),
});
await database.migrate();
// The deployment's Web Push key pair is made on the first start and kept (decision 109).
await vapidKeyPair(database.db);
// A database without any client (a fresh clone, a new PostgreSQL) starts with the demo data so
// the app is usable at once; a database that already serves clients is left alone.
// SEED_DEMO=true forces the demo client in, SEED_DEMO=false never adds it.
const seedWanted =
  process.env.SEED_DEMO === 'true' ||
  (process.env.SEED_DEMO !== 'false' && (await countClients(database.db)) === 0);
const files = await fileStoreFromConfig(database.db, config);
// SEED_DEMO_SETTINGS (JSON, key to value) sets demo settings over the demo's own: the browser
// tests keep the start reminder of surveys off with it, so it does not stand in their way.
if (seedWanted) await seedDemo(database.db, { files, settings: demoSettingOverrides() });

const app = await buildApp({
  config,
  database,
  // Codes are written to the app's log (no gateway, no DEV_OUTBOX); none is sent before listen.
  sms: smsFromConfig(database.db, config, (line) => app.log.warn(line)),
  files,
  sessionPolicy: {
    idleMinutes: config.sessionIdleMinutes,
    absoluteDays: config.sessionAbsoluteDays,
    tempMinutes: 15,
  },
  clock: () => new Date(),
});
for (const warning of config.warnings) app.log.warn(warning);

// On SIGTERM/SIGINT stop accepting, finish in-flight requests (up to 10 s), then close the database.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Restock is serving on http://localhost:${config.port} (database: ${database.kind})`);

function demoSettingOverrides(): Record<string, string> {
  const raw = process.env.SEED_DEMO_SETTINGS;
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('SEED_DEMO_SETTINGS is a JSON object of setting keys and values');
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
}
