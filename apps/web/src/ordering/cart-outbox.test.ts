import type { TOrderUploadLineInput } from '@restock/domain/contracts/cart';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The device's sealed storage, the network and the upload call, in memory.
const stored = new Map<string, unknown>();
vi.mock('../lib/secure-storage', () => ({
  readSecure: async (name: string) => structuredClone(stored.get(name)),
  writeSecure: async (name: string, value: unknown) => {
    stored.set(name, structuredClone(value));
  },
  removeSecure: async (name: string) => {
    stored.delete(name);
  },
}));
let online = true;
vi.mock('../lib/network-state', () => ({ isOnline: () => online }));
const upload = vi.fn();
const invalidate = vi.fn(async () => undefined);
vi.mock('./cart-calls', () => ({
  uploadCartLines: (lines: TOrderUploadLineInput[]) => upload(lines),
  invalidateCart: () => invalidate(),
}));
const errors: string[] = [];
vi.mock('../lib/notify', () => ({ notify: { error: (m: string) => errors.push(m) } }));

const { ApiError } = await import('../lib/api');
const { useSession } = await import('../lib/session');
const outbox = await import('./cart-outbox');
const { editKey, flushCartOutbox, isRefusal, mergeCartEdits, queueCartLines, queuedCartEdits, withoutEdits } =
  outbox;
type QueuedEdit = import('./cart-outbox').QueuedEdit;

function line(pid: number, qty: number, dist = 5): TOrderUploadLineInput {
  return { PId: pid, Qty: qty, PrincipalId: 9, DistributorId: dist, PName: `P${pid}` };
}

function edit(pid: number, qty: number, at: number, dist = 5): QueuedEdit {
  const l = line(pid, qty, dist);
  return { key: editKey(l), line: l, at };
}

const client = {} as never;

describe('mergeCartEdits (cart edits offline, decision 124)', () => {
  it('keeps one edit per distributor and product: the latest quantity wins and goes last', () => {
    const out = mergeCartEdits([edit(1, 6, 1), edit(2, 3, 2)], [edit(1, 12, 3)]);
    expect(out.map((e) => [e.key, e.line.Qty])).toEqual([
      ['5:2', 3],
      ['5:1', 12],
    ]);
  });

  it('keeps a removal (0) as the latest quantity', () => {
    const out = mergeCartEdits([edit(1, 6, 1)], [edit(1, 0, 2)]);
    expect(out.map((e) => e.line.Qty)).toEqual([0]);
  });

  it('tells the same product of two distributors apart', () => {
    const out = mergeCartEdits([edit(1, 6, 1, 5)], [edit(1, 2, 2, 7)]);
    expect(out.map((e) => e.key)).toEqual(['5:1', '7:1']);
  });

  it('keeps the product details of an earlier edit when the newer one has none', () => {
    const first = { ...edit(1, 6, 1), product: { ConversionQty: 12, Price: 4.5 } };
    const [merged] = mergeCartEdits([first], [edit(1, 24, 2)]);
    expect(merged?.product).toEqual({ ConversionQty: 12, Price: 4.5 });
    expect(merged?.line.Qty).toBe(24);
  });

  it('removes only the edits that were sent: a newer edit of the same product stays', () => {
    const sent = edit(1, 6, 1);
    const newer = edit(1, 8, 5);
    expect(withoutEdits([newer, edit(2, 1, 2)], [sent, edit(2, 1, 2)])).toEqual([newer]);
  });

  it('drops lines only on a coded refusal, never on a network failure or an expired session', () => {
    expect(isRefusal(new ApiError('E017', 'products.foc.cartFocRequestValidation', 422))).toBe(true);
    expect(isRefusal(new ApiError('E039', 'No valid products', 422))).toBe(true);
    expect(isRefusal(new ApiError('NETWORK', 'Network unavailable', 0))).toBe(false);
    expect(isRefusal(new ApiError('E000', 'login again', 401))).toBe(false);
    expect(isRefusal(new ApiError('E005', 'retry', 409))).toBe(false);
    expect(isRefusal(new ApiError('HTTP_503', 'Unavailable', 503))).toBe(false);
  });
});

describe('flushCartOutbox', () => {
  beforeEach(async () => {
    stored.clear();
    errors.length = 0;
    online = true;
    upload.mockReset();
    invalidate.mockClear();
    useSession.setState({
      token: 't',
      user: { retailerid: 42 } as never,
      selectedDistributor: { dId: 5, dName: 'D' },
    });
    await outbox.loadCartOutbox(42);
  });

  it('is empty with nothing queued, and keeps everything while offline', async () => {
    expect(await flushCartOutbox(client)).toBe('empty');
    await queueCartLines(42, [line(1, 6)]);
    online = false;
    expect(await flushCartOutbox(client)).toBe('offline');
    expect(upload).not.toHaveBeenCalled();
    expect(queuedCartEdits()).toHaveLength(1);
  });

  it('sends the selected distributor’s edits, removes them, keeps another distributor’s, reloads the cart', async () => {
    await queueCartLines(42, [line(1, 6), line(2, 0), line(3, 1, 7)]);
    upload.mockResolvedValue({ sent: 2, error: null, stockWarning: false });
    expect(await flushCartOutbox(client)).toBe('sent');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].map((l: TOrderUploadLineInput) => [l.PId, l.Qty])).toEqual([
      [1, 6],
      [2, 0],
    ]);
    expect(queuedCartEdits().map((e) => e.key)).toEqual(['7:3']);
    expect(invalidate).toHaveBeenCalled();
    // Kept sealed on the device, with its owner.
    expect(stored.get('cartOutbox')).toMatchObject({ owner: 42, edits: [{ key: '7:3' }] });
  });

  it('keeps what the server did not take when the network fails half-way', async () => {
    await queueCartLines(42, [line(1, 6), line(2, 3)]);
    upload.mockResolvedValue({ sent: 1, error: new ApiError('NETWORK', 'Network unavailable', 0) });
    expect(await flushCartOutbox(client)).toBe('offline');
    expect(queuedCartEdits().map((e) => e.key)).toEqual(['5:2']);
  });

  it('drops refused lines and says so, so the queue cannot get stuck', async () => {
    await queueCartLines(42, [line(1, 6)]);
    upload.mockResolvedValue({
      sent: 0,
      error: new ApiError('E017', 'products.foc.cartFocRequestValidation', 422),
    });
    expect(await flushCartOutbox(client)).toBe('sent');
    expect(queuedCartEdits()).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(stored.has('cartOutbox')).toBe(false);
  });

  it('runs one flush at a time; an edit queued meanwhile goes in the next round', async () => {
    await queueCartLines(42, [line(1, 6)]);
    let release: () => void = () => {};
    upload.mockImplementationOnce(
      (lines: TOrderUploadLineInput[]) =>
        new Promise((resolve) => {
          release = () => resolve({ sent: lines.length, error: null, stockWarning: false });
        }),
    );
    upload.mockResolvedValue({ sent: 1, error: null, stockWarning: false });
    const first = flushCartOutbox(client);
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await queueCartLines(42, [line(1, 9)]);
    const second = flushCartOutbox(client);
    expect(second).toBe(first);
    release();
    expect(await first).toBe('sent');
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0].map((l: TOrderUploadLineInput) => l.Qty)).toEqual([9]);
    expect(queuedCartEdits()).toEqual([]);
  });

  it('never sends or shows another retailer’s edits', async () => {
    await queueCartLines(42, [line(1, 6)]);
    useSession.setState({ user: { retailerid: 43 } as never });
    expect(queuedCartEdits()).toEqual([]);
    expect(await flushCartOutbox(client)).toBe('empty');
    expect(upload).not.toHaveBeenCalled();
    expect(stored.has('cartOutbox')).toBe(false);
  });
});
