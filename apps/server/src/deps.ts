import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { SessionPolicy } from './http/session.ts';
import type { SmsSender } from './integrations/sms.ts';

export interface AppDeps {
  config: ServerConfig;
  database: Database;
  sms: SmsSender;
  sessionPolicy: SessionPolicy;
  /** The one clock of the app; tests pass their own to move time. */
  clock: () => Date;
}
