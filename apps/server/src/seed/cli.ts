import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { fileStoreFromConfig } from '../integrations/file-store.ts';
import { seedDemo } from './demo.ts';
import { seedLarge } from './large.ts';

/** `npm run db:seed` seeds the demo client; `-- --scale large` adds the large catalogue client. */
function scaleArgument(argv: string[]): string {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--scale') return argv[i + 1] ?? '';
    if (arg.startsWith('--scale=')) return arg.slice('--scale='.length);
  }
  return 'demo';
}

const scale = scaleArgument(process.argv.slice(2));
if (scale !== 'demo' && scale !== 'large') {
  console.error(`Unknown --scale "${scale}": use demo (default) or large.`);
  process.exit(2);
}

const config = readConfig();
// Seeding runs statements far longer than any request may, so no statement timeout here.
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: 0,
});
await database.migrate();
const files = await fileStoreFromConfig(database.db, config);
const result = await seedDemo(database.db, { files });
console.info(
  result.created
    ? 'Demo client seeded.'
    : result.catalogueCreated
      ? 'Demo client present; its catalogue was added.'
      : 'Demo client already present; nothing changed.',
);
if (scale === 'large') {
  const started = Date.now();
  const large = await seedLarge(database.db, { files, log: (line) => console.info(`  ${line}`) });
  console.info(
    large.created
      ? `Large catalogue client seeded in ${Math.round((Date.now() - started) / 1000)} s (host large.localhost, sign in as large1 / Retailer@123).`
      : 'Large catalogue client already present; nothing changed.',
  );
}
await database.close();
