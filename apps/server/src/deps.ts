import type { SessionPolicy } from './auth/session.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { FileStore } from './integrations/file-store.ts';
import type { SmsSender } from './integrations/sms.ts';
import type { PushSender } from './integrations/web-push.ts';

/** What the app is built from: main.ts makes the real ones, tests and bench pass their own. */
export interface AppDeps {
  config: ServerConfig;
  database: Database;
  sms: SmsSender;
  /** Uploaded files (complaint pictures): PostgreSQL by default, or an S3-compatible bucket. */
  files: FileStore;
  sessionPolicy: SessionPolicy;
  /** Web Push delivery (decision 109); absent: the web-push library's sender. */
  push?: PushSender;
  /** The one clock of the app; tests pass their own to move time. */
  clock: () => Date;
}
