import { appendFileSync } from 'node:fs';

/**
 * The crash test's account of its order submits (decisions 059, 077): every submit it sends, in
 * which cycle, and what became of it: acknowledged (its answer arrived), answer lost (the answer
 * arrived as the kill landed and the test dropped it: made for certain), or interrupted (the kill cut
 * it: made or not, nobody knows yet). A submit the kill took is settled after the restart by its
 * retry with the same key and body, which either replays the orders made before the kill or makes
 * them now; either way it is then acknowledged. Each event is appended to a log file as it happens,
 * so a failed run leaves the whole story behind, and `compare` lines the account up with the
 * database cycle by cycle.
 */
export type SubmitFate = 'sent' | 'acknowledged' | 'answer lost' | 'interrupted';

export interface SubmitEntry {
  key: string;
  cycle: number;
  fate: SubmitFate;
  /** The order ids the driver was told (by the answer or by the settling retry); null until then. */
  orderIds: number[] | null;
  /** How the retry after the kill answered: replayed (made before the kill) or made by the retry. */
  settled: 'replayed' | 'made by retry' | null;
}

/** A row of order_submissions, as the final check reads it. */
export interface SubmissionRecord {
  idempotencyKey: string | null;
  orderIds: number[];
  createdAt: Date;
}

export class SubmitLedger {
  readonly entries = new Map<string, SubmitEntry>();
  private readonly cycles: Array<{ kind: string; startedAt: Date }> = [];

  readonly file: string;

  constructor(file: string) {
    this.file = file;
    appendFileSync(file, '');
  }

  private get cycle(): number {
    return this.cycles.length - 1;
  }

  log(event: string): void {
    appendFileSync(this.file, `${new Date().toISOString()} cycle ${this.cycle} ${event}\n`);
  }

  startCycle(kind: string): void {
    this.cycles.push({ kind, startedAt: new Date() });
    this.log(`starts (${kind})`);
  }

  sent(key: string, body: unknown): void {
    this.entries.set(key, { key, cycle: this.cycle, fate: 'sent', orderIds: null, settled: null });
    this.log(`submit ${key} sent ${JSON.stringify(body)}`);
  }

  acknowledged(key: string, orderIds: number[], ms: number): void {
    Object.assign(this.entry(key), { fate: 'acknowledged', orderIds });
    this.log(`submit ${key} acknowledged ${JSON.stringify(orderIds)} in ${ms.toFixed(1)} ms`);
  }

  answerLost(key: string, orderIds: number[]): void {
    this.entry(key).fate = 'answer lost';
    this.log(`submit ${key} answered ${JSON.stringify(orderIds)} as the kill landed: answer dropped`);
  }

  interrupted(key: string, error: unknown): void {
    this.entry(key).fate = 'interrupted';
    this.log(`submit ${key} interrupted by the kill (${String((error as Error)?.cause ?? error)})`);
  }

  settled(key: string, orderIds: number[], replayed: boolean, inDatabaseBefore: boolean | null): void {
    Object.assign(this.entry(key), { orderIds, settled: replayed ? 'replayed' : 'made by retry' });
    const before =
      inDatabaseBefore === null ? '' : ` (in the database before the retry: ${inDatabaseBefore})`;
    this.log(
      `submit ${key} retried: ${replayed ? 'replayed' : 'made by the retry'} ${JSON.stringify(orderIds)}${before}`,
    );
  }

  private entry(key: string): SubmitEntry {
    const entry = this.entries.get(key);
    if (!entry) throw new Error(`submit ${key} was never sent`);
    return entry;
  }

  /** The order ids of every settled submit, by key. */
  acknowledgedIds(): Map<string, number[]> {
    return new Map(
      [...this.entries.values()].flatMap((e) => (e.orderIds ? [[e.key, e.orderIds] as const] : [])),
    );
  }

  /**
   * Lines the account up with the database: per cycle, the submits sent, those acknowledged (by
   * their answer or their retry) and the submissions the database holds for them (a submission of a
   * key never sent goes to the cycle running when it was made). `problems` is empty when every
   * submit sent was acknowledged and exists exactly once with the acknowledged orders; otherwise
   * `report` is the table, with each diverging cycle marked and explained.
   */
  compare(submissions: readonly SubmissionRecord[]): { problems: string[]; report: string } {
    const problems: string[] = [];
    const perCycle = this.cycles.map(() => ({
      sent: 0,
      acknowledged: 0,
      inDatabase: 0,
      notes: [] as string[],
    }));
    const cycleAt = (at: Date) => {
      const index = this.cycles.findLastIndex((c) => c.startedAt <= at);
      return Math.max(index, 0);
    };
    const byKey = new Map<string, SubmissionRecord[]>();
    for (const s of submissions)
      byKey.set(s.idempotencyKey ?? '', [...(byKey.get(s.idempotencyKey ?? '') ?? []), s]);
    for (const e of this.entries.values()) {
      const row = perCycle[e.cycle]!;
      const stored = byKey.get(e.key) ?? [];
      row.sent++;
      if (e.orderIds) row.acknowledged++;
      row.inDatabase += stored.length;
      const same = stored.length === 1 && JSON.stringify(stored[0]!.orderIds) === JSON.stringify(e.orderIds);
      if (e.orderIds && same) continue;
      const note = `submit ${e.key} (${e.fate}${e.settled ? `, ${e.settled}` : ''}): told ${JSON.stringify(e.orderIds)}, the database has ${stored.length} submission(s) ${JSON.stringify(stored.map((s) => s.orderIds))}`;
      row.notes.push(note);
      problems.push(`cycle ${e.cycle}: ${note}`);
    }
    for (const s of submissions) {
      if (this.entries.has(s.idempotencyKey ?? '')) continue;
      const cycle = cycleAt(s.createdAt);
      const row = perCycle[cycle]!;
      row.inDatabase++;
      const note = `submission of key ${s.idempotencyKey} (never sent) made at ${s.createdAt.toISOString()}: orders ${JSON.stringify(s.orderIds)}`;
      row.notes.push(note);
      problems.push(`cycle ${cycle}: ${note}`);
    }
    const lines = ['cycle  kind          sent  acknowledged  in database'];
    perCycle.forEach((row, cycle) => {
      const kind = this.cycles[cycle]!.kind;
      const diverges = row.notes.length > 0 ? '  <- DIVERGES' : '';
      lines.push(
        `${String(cycle).padStart(5)}  ${kind.padEnd(12)}  ${String(row.sent).padStart(4)}  ${String(row.acknowledged).padStart(12)}  ${String(row.inDatabase).padStart(11)}${diverges}`,
      );
      for (const note of row.notes) lines.push(`         ${note}`);
    });
    const total = (k: 'sent' | 'acknowledged' | 'inDatabase') => perCycle.reduce((n, r) => n + r[k], 0);
    lines.push(
      `total  ${''.padEnd(12)}  ${String(total('sent')).padStart(4)}  ${String(total('acknowledged')).padStart(12)}  ${String(total('inDatabase')).padStart(11)}`,
    );
    lines.push(`log of every submit and answer: ${this.file}`);
    return { problems, report: lines.join('\n') };
  }
}
