import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZAddComplaintRequest } from '../src/contracts/complaint.ts';
import {
  COMPLAINT_IMAGES_CEILING,
  complaintImageLimit,
  compressionRatio,
  hasImageExtension,
} from '../src/rules/complaint.ts';

describe('complaint rules', () => {
  it('compresses over 1 MB at 0.2, else at 0.6', () => {
    expect(compressionRatio(1024 * 1024)).toBe(0.6);
    expect(compressionRatio(1024 * 1024 + 1)).toBe(0.2);
    expect(compressionRatio(10)).toBe(0.6);
  });

  it('takes complaintUploadImageCount within 1..ceiling, 5 when unusable', () => {
    expect(complaintImageLimit(5)).toBe(5);
    expect(complaintImageLimit(0)).toBe(5);
    expect(complaintImageLimit(Number.NaN)).toBe(5);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
        const limit = complaintImageLimit(n);
        expect(limit).toBe(Math.min(n, COMPLAINT_IMAGES_CEILING));
      }),
    );
  });

  it('knows the spec picture endings, whatever their case', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg'].map(hasImageExtension)).toEqual([true, true, true]);
    expect(['a.gif', 'png', 'x.png.exe', 'x.svg'].map(hasImageExtension)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('limits InvoiceNo 50, Remarks 255, ConsumerName 100 and reads ids sent as text', () => {
    const base = { productId: '12', complaintReasonId: 3 };
    expect(ZAddComplaintRequest.parse(base)).toMatchObject({
      productId: 12,
      complaintReasonId: 3,
      Remarks: '',
    });
    for (const [field, max] of [
      ['InvoiceNo', 50],
      ['Remarks', 255],
      ['ConsumerName', 100],
    ] as const) {
      expect(ZAddComplaintRequest.safeParse({ ...base, [field]: 'x'.repeat(max) }).success).toBe(true);
      expect(ZAddComplaintRequest.safeParse({ ...base, [field]: 'x'.repeat(max + 1) }).success).toBe(false);
    }
    expect(ZAddComplaintRequest.safeParse({ ...base, Remarks: 'line one\nline two' }).success).toBe(true);
    expect(ZAddComplaintRequest.safeParse({ ...base, ConsumerName: 'a\u0000b' }).success).toBe(false);
    expect(ZAddComplaintRequest.safeParse({ complaintReasonId: 3 }).success).toBe(false);
  });
});
