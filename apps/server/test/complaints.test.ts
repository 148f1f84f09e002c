import type { TComplaint, TComplaintLovs } from '@restock/domain/contracts/complaint';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDemoPicture } from '../src/seed/complaints.ts';
import { setSetting } from './cart-helpers.ts';
import { multipart, type Part } from './multipart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Product complaints (issue 17; docs/decisions/085): metadata, the list with pictures, AddComplaint's
 * limits, pictures accepted by content only and re-encoded, nothing stored on a refusal, and
 * pictures served to their owner only.
 */

const image = (value: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({
  name: 'images',
  value,
  filename,
  type,
});

describe(`Product complaints (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let lovs: TComplaintLovs;
  let productId: number;
  let jpeg: Buffer;
  let png: Buffer;

  const fields = (over: Record<string, string> = {}): Part[] =>
    Object.entries({
      productId: String(productId),
      complaintReasonId: String(lovs.ComplaintReasons[0]!.Id),
      complaintTypeId: String(lovs.ComplaintTypes[0]!.Id),
      InvoiceNo: 'INV-77',
      Remarks: 'Seal broken on arrival',
      ConsumerName: 'Nita Rao',
      ...over,
    }).map(([name, value]) => ({ name, value }));

  const add = async (parts: Part[], who = token) => {
    const { payload, contentType } = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Product/AddComplaint',
      headers: { 'content-type': contentType, 'user-key': who },
      payload,
    });
    return {
      status: res.statusCode,
      body: res.json() as { Status: number; Code: string; Msg: string; Data: { ReferenceNo: string } },
    };
  };

  const list = async (who = token) =>
    (await t.call('/Product/Complaints', { PageSize: 100 }, { token: who })).body.Data as TComplaint[];

  const stored = async () =>
    (
      await rows<{ c: number; i: number; f: number }>(
        t,
        sql`select (select count(*)::int from complaints) as c, (select count(*)::int from complaint_images) as i,
              (select count(*)::int from stored_files) as f`,
      )
    )[0]!;

  /** Refused with a coded 4xx, and nothing stored. */
  const refused = async (parts: Part[], http: number, msg: RegExp) => {
    const before = await stored();
    const res = await add(parts);
    expect(res.status, res.body.Msg).toBe(http);
    expect(res.body.Status).toBe(0);
    expect(res.body.Code).toBe('E008');
    expect(res.body.Msg).toMatch(msg);
    expect(await stored()).toEqual(before);
  };

  const get = (url: string, who: string | null = token) =>
    t.app.inject({ method: 'GET', url, headers: who ? { 'user-key': who } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    lovs = (await t.call('/Appconfig/ComplaintLovs', {}, { token })).body.Data as TComplaintLovs;
    const [p] = await rows<{ id: number }>(
      t,
      sql`select id from products where code like '%' order by id limit 1`,
    );
    productId = Number(p!.id);
    jpeg = await drawDemoPicture('#0ea5e9', 'TEST');
    png = await drawDemoPicture('#f59e0b', 'PNG', 'png');
  });
  afterAll(async () => t?.close());

  it('answers the metadata grouped by type', () => {
    expect(lovs.ComplaintTypes.length).toBeGreaterThan(0);
    expect(lovs.ComplaintReasons.length).toBeGreaterThan(0);
    expect(lovs.DisposalMethods.length).toBeGreaterThan(0);
    expect(lovs.ReturnTo.length).toBeGreaterThan(0);
    expect(new Set(lovs.ComplaintTypes.map((l) => l.Type))).toEqual(new Set(['COMPL_TYPE']));
    expect(new Set(lovs.ComplaintReasons.map((l) => l.Type))).toEqual(new Set(['COMPL_REASON']));
    expect(new Set(lovs.DisposalMethods.map((l) => l.Type))).toEqual(new Set(['COMPL_DISP_MET']));
    expect(new Set(lovs.ReturnTo.map((l) => l.Type))).toEqual(new Set(['COMPL_RET_TO']));
  });

  it("lists retailer1's seeded complaints with every field and thumbnails, newest first", async () => {
    const seeded = await list();
    expect(seeded.length).toBe(4);
    const dates = seeded.map((c) => c.ComplaintDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const c of seeded) {
      expect(c.ReferenceNo).toMatch(/^CMP\d+$/);
      expect(c.SkuName).not.toBe('');
      expect(c.InvoiceNo).not.toBe('');
      expect(c.InvoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(c.Reason).not.toBe('');
      expect(c.Type).not.toBe('');
      expect(c.ContactNo).toMatch(/^\d{10}$/);
      expect(c.Images.length).toBeGreaterThan(0);
    }
    expect(seeded.some((c) => c.DisposalMethod !== '' && c.ReturnTo !== '')).toBe(true);
    const thumb = await get(seeded[0]!.Images[0]!.ThumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(thumb.headers.vary).toContain('user-key');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([240, 240]);
    const page = await t.call('/Product/Complaints', { Page: 2, PageSize: 3 }, { token });
    expect(page.body.TotalCount).toBe(4);
    expect((page.body.Data as TComplaint[]).length).toBe(1);
  });

  it('raises a complaint with a JPEG and a PNG, re-encoded so nothing of the upload is served back', async () => {
    // An EXIF block and a comment in the upload; none of it may come back.
    const withExif = await sharp(jpeg)
      .withExif({ IFD0: { Copyright: 'secret-owner-text', ImageDescription: 'gps-here' } })
      .jpeg()
      .toBuffer();
    const res = await add([...fields(), image(withExif), image(png, 'shot.png', 'image/png')]);
    expect(res.status, res.body.Msg).toBe(200);
    expect(res.body).toMatchObject({ Status: 1, Msg: 'generateComplaintSuccess' });
    expect(res.body.Data.ReferenceNo).toMatch(/^CMP\d+$/);
    const mine = (await list()).find((c) => c.ReferenceNo === res.body.Data.ReferenceNo)!;
    expect(mine).toMatchObject({
      ConsumerName: 'Nita Rao',
      InvoiceNo: 'INV-77',
      Remarks: 'Seal broken on arrival',
      Reason: lovs.ComplaintReasons[0]!.Name,
      Type: lovs.ComplaintTypes[0]!.Name,
      DisposalMethod: '',
      ReturnTo: '',
    });
    expect(mine.ContactNo).toMatch(/^\d{10}$/);
    expect(mine.Images).toHaveLength(2);
    const served = await Promise.all(mine.Images.map((i) => get(i.Url)));
    const uploads = [withExif, png];
    for (const [i, s] of served.entries()) {
      expect(s.statusCode).toBe(200);
      expect(s.headers['content-type']).toBe('image/jpeg');
      const bytes = s.rawPayload;
      expect(bytes.equals(uploads[i]!)).toBe(false);
      expect(bytes.includes(uploads[i]!.subarray(-4096))).toBe(false);
      expect(bytes.toString('latin1')).not.toContain('secret-owner-text');
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([640, 480]);
    }
  });

  it('takes a complaint as JSON without pictures, and the limits at their edge', async () => {
    const res = await t.call(
      '/Product/AddComplaint',
      {
        productId,
        complaintReasonId: lovs.ComplaintReasons[1]!.Id,
        InvoiceNo: 'I'.repeat(50),
        Remarks: 'R'.repeat(255),
        ConsumerName: 'C'.repeat(100),
        ContactNo: '9876500000',
      },
      { token },
    );
    expect(res.body.Status, res.body.Msg).toBe(1);
    const mine = (await list()).find(
      (c) => c.ReferenceNo === (res.body.Data as { ReferenceNo: string }).ReferenceNo,
    )!;
    expect(mine).toMatchObject({ ContactNo: '9876500000', Images: [], TypeId: null, Type: '' });
  });

  it('refuses InvoiceNo over 50, Remarks over 255 and ConsumerName over 100 characters', async () => {
    await refused(fields({ InvoiceNo: 'I'.repeat(51) }), 400, /InvoiceNo/);
    await refused(fields({ Remarks: 'R'.repeat(256) }), 400, /Remarks/);
    await refused(fields({ ConsumerName: 'C'.repeat(101) }), 400, /ConsumerName/);
    await refused(fields({ ContactNo: '12345' }), 400, /ContactNo/);
  });

  it('refuses an unknown product and a reason that is not a reason', async () => {
    const before = await stored();
    const unknown = await add(fields({ productId: '999999' }));
    expect([unknown.status, unknown.body.Code]).toEqual([404, 'E012']);
    await refused(fields({ complaintReasonId: String(lovs.ComplaintTypes[0]!.Id) }), 400, /COMPL_REASON/);
    expect(await stored()).toEqual(before);
  });

  it('takes the disposal method and return-to the retailer chooses (decision 095), each an entry of its kind', async () => {
    const disposal = lovs.DisposalMethods[0]!;
    const back = lovs.ReturnTo[lovs.ReturnTo.length - 1]!;
    const res = await add(fields({ disposalMethodId: String(disposal.Id), returnToId: String(back.Id) }));
    expect(res.status, res.body.Msg).toBe(200);
    const mine = (await list()).find((c) => c.ReferenceNo === res.body.Data.ReferenceNo)!;
    expect(mine).toMatchObject({ DisposalMethod: disposal.Name, ReturnTo: back.Name });
    // Either may be left out; as JSON too.
    const json = await t.call(
      '/Product/AddComplaint',
      { productId, complaintReasonId: lovs.ComplaintReasons[0]!.Id, returnToId: back.Id },
      { token },
    );
    expect(json.body.Status, json.body.Msg).toBe(1);
    const other = (await list()).find(
      (c) => c.ReferenceNo === (json.body.Data as { ReferenceNo: string }).ReferenceNo,
    )!;
    expect(other).toMatchObject({ DisposalMethod: '', ReturnTo: back.Name });
  });

  it('refuses a disposal method or return-to that is not an entry of its kind, storing nothing', async () => {
    await refused(fields({ disposalMethodId: String(lovs.ReturnTo[0]!.Id) }), 400, /COMPL_DISP_MET/);
    await refused(fields({ returnToId: String(lovs.DisposalMethods[0]!.Id) }), 400, /COMPL_RET_TO/);
    await refused(fields({ returnToId: '999999' }), 400, /COMPL_RET_TO/);
    await refused(fields({ disposalMethodId: 'destroy' }), 400, /disposalMethodId/);
    // Another client's entry: the access-control suite (security-access.test.ts).
  });

  it('refuses more pictures than complaintUploadImageCount (default 5, then as set)', async () => {
    await refused([...fields(), ...Array.from({ length: 6 }, () => image(jpeg))], 400, /complaintImageCount/);
    await setSetting(t, 'complaintUploadImageCount', '2');
    try {
      await refused([...fields(), image(jpeg), image(jpeg), image(jpeg)], 400, /at most 2/);
      expect((await add([...fields(), image(jpeg), image(jpeg)])).body.Status).toBe(1);
    } finally {
      await setSetting(t, 'complaintUploadImageCount', '5');
    }
    // Past the ceiling of any setting, the parser stops reading.
    await refused([...fields(), ...Array.from({ length: 11 }, () => image(jpeg))], 413, /files limit/);
  });

  it('takes pictures by their content: a script renamed .png and a PDF renamed .jpg are refused', async () => {
    const script = Buffer.from('<script>fetch("/api/Login/Logout")</script>\n');
    await refused([...fields(), image(script, 'cat.png', 'image/png')], 415, /complaintImageType/);
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await refused([...fields(), image(pdf, 'scan.jpg', 'image/jpeg')], 415, /complaintImageType/);
    // A GIF is a picture, but not one of the spec's types.
    const gif = await sharp(jpeg).gif().toBuffer();
    await refused([...fields(), image(gif, 'a.jpg')], 415, /complaintImageType/);
    // A real JPEG cut short.
    await refused([...fields(), image(jpeg.subarray(0, jpeg.length - 200))], 415, /complaintImageDamaged/);
  });

  it('refuses polyglots: data after the picture, or markup and archives hidden inside it', async () => {
    const zip = Buffer.concat([
      Buffer.from('PK\u0003\u0004'),
      Buffer.alloc(40, 1),
      Buffer.from('PK\u0005\u0006'),
      Buffer.alloc(18),
    ]);
    // GIFAR-style: a valid JPEG with a ZIP (a jar) appended.
    await refused([...fields(), image(Buffer.concat([jpeg, zip]))], 415, /complaintImageForeignContent/);
    // A valid PNG with HTML after IEND.
    await refused(
      [...fields(), image(Buffer.concat([png, Buffer.from('<html><script>alert(1)</script>')]), 'a.png')],
      415,
      /complaintImageForeignContent/,
    );
    // A JPEG whose comment segment holds a script (decodes fine, but carries a page).
    const comment = Buffer.from('<script>alert(document.cookie)</script>');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const hidden = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
    expect((await sharp(hidden).metadata()).format).toBe('jpeg');
    await refused([...fields(), image(hidden)], 415, /complaintImageForeignContent/);
  });

  it('refuses an oversize picture and a decompression bomb, by bytes and by pixels', async () => {
    // Random pixels do not compress: over 5 MB as a PNG.
    const noise = Buffer.alloc(1500 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1500, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    await refused([...fields(), image(big, 'big.png')], 413, /complaintImageTooLarge/);
    // 8000 x 8000 of one colour: a few kilobytes that would decode to 192 MB.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused([...fields(), image(bomb, 'bomb.png')], 413, /complaintImageTooManyPixels/);
  });

  it('refuses a file in another field and keeps nothing of a complaint refused after its pictures', async () => {
    await refused(
      [...fields(), { name: 'productId', value: jpeg, filename: 'x.jpg', type: 'image/jpeg' }],
      400,
      /field images/,
    );
    // The second picture is bad: the first, already checked, is not stored either.
    await refused([...fields(), image(jpeg), image(Buffer.from('not a picture'))], 415, /picture 2/);
  });

  it('answers a retry with the same Idempotency-Key and request with the first complaint, once', async () => {
    const key = 'complaint-retry-0001';
    const parts = [...fields({ IdempotencyKey: key }), image(jpeg)];
    const before = await stored();
    const answers = await Promise.all(Array.from({ length: 4 }, () => add(parts)));
    expect(answers.map((a) => a.body.Status)).toEqual([1, 1, 1, 1]);
    expect(new Set(answers.map((a) => a.body.Data.ReferenceNo)).size).toBe(1);
    const after = await stored();
    expect([after.c - before.c, after.i - before.i, after.f - before.f]).toEqual([1, 1, 2]);
    // The same key with another picture or other fields is refused, and stores nothing.
    const other = await add([...fields({ IdempotencyKey: key }), image(png, 'p.png')]);
    expect([other.status, other.body.Code]).toEqual([422, 'E008']);
    const otherFields = await add([...fields({ IdempotencyKey: key, Remarks: 'changed' }), image(jpeg)]);
    expect(otherFields.status).toBe(422);
    expect(await stored()).toEqual(after);
  });

  it('is switched off and on by the Complaints menu entry, seen on the very next call', async () => {
    const list = () => t.call('/Product/Complaints', { PageSize: 5 }, { token });
    expect((await list()).body.Status).toBe(1);
    const [m] = await rows<{ client_id: number; l_code: string; target: string; icon: string; seq: number }>(
      t,
      sql`select client_id, l_code, target, icon, seq from menus where t_code = 'Complaints'`,
    );
    await t.database.db.execute(sql`delete from menus where t_code = 'Complaints'`);
    const off = await list();
    expect([off.status, off.body.Code]).toEqual([403, 'E017']);
    await t.database.db.execute(
      sql`insert into menus (client_id, t_code, l_code, target, icon, seq)
          values (${m!.client_id}, 'Complaints', ${m!.l_code}, ${m!.target}, ${m!.icon}, ${m!.seq})`,
    );
    expect((await list()).body.Status).toBe(1);
  });

  it('serves pictures only to their owner', async () => {
    const mine = (await list()).find((c) => c.Images.length > 0)!;
    const url = mine.Images[0]!.Url;
    const other = await t.tokenFor('9000000002');
    for (const u of [url, mine.Images[0]!.ThumbnailUrl]) {
      const res = await get(u, other);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Status: 0, Code: 'E012' });
      expect(res.headers['cache-control']).toBe('no-store');
      const anonymous = await get(u, null);
      expect(anonymous.statusCode).toBe(401);
    }
    expect(JSON.stringify(await list(other))).not.toContain(mine.ReferenceNo);
    expect((await get('/api/Complaint/Image/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await get('/api/Complaint/Image/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});
