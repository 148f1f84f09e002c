import { COMPLAINT_IMAGE_MAX_PIXELS, COMPLAINT_IMAGE_MAX_SIDE } from '@restock/domain/rules/complaint';
import { describe, expect, it } from 'vitest';
import { fittedSize } from './compress';

describe('fittedSize', () => {
  it('keeps a picture that fits and scales a larger one to the longest side, keeping its shape', () => {
    expect(fittedSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fittedSize(8000, 6000)).toEqual({ width: COMPLAINT_IMAGE_MAX_SIDE, height: 1920 });
    expect(fittedSize(3000, 12000)).toEqual({ width: 640, height: COMPLAINT_IMAGE_MAX_SIDE });
  });

  it('always lands under the server pixel cap', () => {
    const { width, height } = fittedSize(50_000, 50_000);
    expect(width * height).toBeLessThanOrEqual(COMPLAINT_IMAGE_MAX_PIXELS);
  });
});
