import { readConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedDemo } from './seed.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const result = await seedDemo(database.db);
await database.close();
console.info(result.created ? 'Demo client seeded.' : 'Demo client already present; nothing changed.');
