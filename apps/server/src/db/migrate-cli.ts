import { readConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();
console.info(`Migrations applied (${database.kind}).`);
