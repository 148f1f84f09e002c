import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { type ClientRow, findClientByHost, findClientById, findFirstClient } from './queries.ts';

export type { ClientRow };

/**
 * Clients change rarely and are read on every call, so they are cached briefly per process.
 * A stale entry lives at most CACHE_MS; nothing request-specific is kept.
 */
const CACHE_MS = 30_000;
const byHost = new Map<string, { row: ClientRow; at: number }>();
const byId = new Map<number, { row: ClientRow; at: number }>();

export function clearClientCache(): void {
  byHost.clear();
  byId.clear();
}

/** The client serving a host name; unknown hosts get the first client (the default deployment). */
export async function resolveClientByHost(db: Db, hostname: string): Promise<ClientRow> {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  const cached = byHost.get(host);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.row;
  const row = (await findClientByHost(db, host)) ?? (await findFirstClient(db));
  if (!row) throw new AppError('E012', 'No client is configured on this server');
  byHost.set(host, { row, at: Date.now() });
  return row;
}

export async function resolveClientById(db: Db, id: number): Promise<ClientRow> {
  const cached = byId.get(id);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.row;
  const row = await findClientById(db, id);
  if (!row) throw new AppError('E000');
  byId.set(id, { row, at: Date.now() });
  return row;
}
