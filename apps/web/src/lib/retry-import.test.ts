import { describe, expect, it } from 'vitest';
import { isChunkLoadError, retryImport } from './retry-import';

const networkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-x.js');

describe('retryImport', () => {
  it('asks again after a failed download and answers the module', async () => {
    let calls = 0;
    const load = retryImport(async () => {
      calls++;
      if (calls < 3) throw networkError();
      return { default: 'HomePage' };
    }, [1, 1]);
    expect(await load()).toEqual({ default: 'HomePage' });
    expect(calls).toBe(3);
  });

  it('passes the last failure on once the retries are spent', async () => {
    let calls = 0;
    const load = retryImport(async () => {
      calls++;
      throw networkError();
    }, [1, 1]);
    await expect(load()).rejects.toThrow(/dynamically imported module/);
    expect(calls).toBe(3);
  });
});

describe('isChunkLoadError', () => {
  it("tells a chunk download failure in each browser's words from other errors", () => {
    expect(isChunkLoadError(networkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      false,
    );
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
