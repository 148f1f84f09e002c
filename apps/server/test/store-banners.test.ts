import { crc32 } from 'node:zlib';
import type { TStoreBanner, TStoreDashboard } from '@restock/domain/contracts/store';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDemoPicture } from '../src/seed/complaints.ts';
import { multipart, type Part } from './multipart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Store banners and images (issue 21; decision 122): AddStoreBanner (multipart, one picture taken
 * by content as complaint pictures are), the list by kind, the picture served to its owner only,
 * active on and off, delete, Idempotency-Key, the per-retailer cap, the menu gate; every refusal
 * coded with nothing stored (no row, no file).
 */

const picture = (value: Buffer, filename = 'banner.png', type = 'image/png'): Part => ({
  name: 'image',
  value,
  filename,
  type,
});
const fields = (over: Record<string, string> = {}): Part[] =>
  Object.entries({ Kind: 'Banner', Title: 'Festive offers', ...over }).map(([name, value]) => ({
    name,
    value,
  }));

/** A PNG with one more chunk after IHDR (valid CRC: decoders read it as metadata). */
function withChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  // The signature (8) and IHDR (4 + 4 + 13 + 4) come first.
  return Buffer.concat([png.subarray(0, 33), head, data, crc, png.subarray(33)]);
}

describe(`Store banners and images (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let png: Buffer;
  let jpeg: Buffer;

  const add = async (parts: Part[], who = token, headers: Record<string, string> = {}) => {
    const { payload, contentType } = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Retailer/AddStoreBanner',
      headers: { 'content-type': contentType, 'user-key': who, ...headers },
      payload,
    });
    return {
      status: res.statusCode,
      body: res.json() as { Status: number; Code: string; Msg: string; Data: TStoreBanner },
    };
  };
  const list = async (body: Record<string, unknown> = {}, who = token) => {
    const res = await t.call('/Retailer/Banners', { PageSize: 100, ...body }, { token: who });
    expect(res.body.Status, res.body.Msg).toBe(1);
    return { items: res.body.Data as TStoreBanner[], total: res.body.TotalCount as number };
  };
  const dashboard = async (who = token) =>
    (await t.call('/Dashboard/Store', {}, { token: who })).body.Data as TStoreDashboard;
  const stored = async () =>
    (
      await rows<{ m: string; f: number }>(
        t,
        sql`select (select coalesce(string_agg(id || ':' || title || ':' || active, ',' order by id), '')
                      from store_media) as m,
                   (select count(*)::int from stored_files) as f`,
      )
    )[0]!;
  /** Refused with a coded 4xx, and nothing stored. */
  const refused = async (parts: Part[], http: number, code: string, msg: RegExp, who = token) => {
    const before = await stored();
    const res = await add(parts, who);
    expect([res.status, res.body.Status, res.body.Code], res.body.Msg).toEqual([http, 0, code]);
    expect(res.body.Msg).toMatch(msg);
    expect(await stored()).toEqual(before);
  };
  const get = (url: string, who: string | null = token) =>
    t.app.inject({ method: 'GET', url, headers: who ? { 'user-key': who } : {} });
  const clear = () => t.database.db.execute(sql`delete from store_media`);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    other = await t.tokenFor('9000000002');
    png = await drawDemoPicture('#f59e0b', 'BANNER', 'png');
    jpeg = await drawDemoPicture('#0ea5e9', 'IMAGE');
  });
  afterAll(async () => t?.close());

  it('adds a banner and an image, lists them newest first by kind and counts them on the dashboard', async () => {
    await clear();
    const before = await dashboard();
    const banner = await add([...fields({ Title: '  Festive offers  ' }), picture(png)]);
    expect(banner.status, banner.body.Msg).toBe(200);
    expect(banner.body.Msg).toBe('storeBannerSaved');
    expect(banner.body.Data).toMatchObject({
      Kind: 'Banner',
      Title: 'Festive offers',
      Active: true,
      Width: 640,
      Height: 480,
    });
    const image = await add([
      ...fields({ Kind: 'Image', Title: 'Shop front' }),
      picture(jpeg, 'a.jpg', 'image/jpeg'),
    ]);
    expect(image.status, image.body.Msg).toBe(200);

    // Kept under server-made keys in the banner root directory (images beside it), never the upload's name.
    const keys = await rows<{ file_key: string; thumb_key: string }>(
      t,
      sql`select file_key, thumb_key from store_media order by id`,
    );
    expect(keys.map((k) => [k.file_key, k.thumb_key].join(' '))).toEqual([
      expect.stringMatching(/^banners\/[\w-]{22}\.jpg banners\/[\w-]{22}\.thumb\.jpg$/),
      expect.stringMatching(/^store-images\/[\w-]{22}\.jpg store-images\/[\w-]{22}\.thumb\.jpg$/),
    ]);
    const all = await list();
    expect(all.items.map((b) => b.Title)).toEqual(['Shop front', 'Festive offers']);
    expect(all.total).toBe(2);
    expect((await list({ Kind: 'Banner' })).items.map((b) => b.Id)).toEqual([banner.body.Data.Id]);
    const paged = await list({ Page: 2, PageSize: 1 });
    expect([paged.items.map((b) => b.Id), paged.total]).toEqual([[banner.body.Data.Id], 2]);
    const after = await dashboard();
    expect([after.Banners, after.Images]).toEqual([before.Banners + 1, before.Images + 1]);
    // Another retailer's list and counts do not see them.
    expect((await list({}, other)).items.map((b) => b.Id)).not.toContain(banner.body.Data.Id);
  });

  it('serves the re-encoded picture and its thumbnail to the owner only (another retailer: 404 E012)', async () => {
    const [b] = (await list({ Kind: 'Banner' })).items;
    const full = await get(b!.Url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toContain('private');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 480]);
    const thumb = await get(b!.ThumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(240);

    for (const url of [b!.Url, b!.ThumbnailUrl, '/api/Store/Banner/999999', '/api/Store/Banner/x1']) {
      const res = await get(url, url === b!.Url || url === b!.ThumbnailUrl ? other : token);
      expect([res.statusCode, res.json().Code], url).toEqual([404, 'E012']);
    }
    expect((await get(b!.Url, null)).statusCode).toBe(401);
  });

  it('refuses a picture by its content, whatever its name and declared type, storing nothing', async () => {
    // Text named and declared as a PNG.
    await refused(
      [...fields(), picture(Buffer.from('hello, not a picture'))],
      415,
      'E008',
      /complaintImageType/,
    );
    // A GIF, a real picture of another format.
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await refused([...fields(), picture(gif)], 415, 'E008', /complaintImageType/);
    // A PNG that decodes, with a script in a tEXt chunk.
    const polyglot = withChunk(
      png,
      'tEXt',
      Buffer.from('Comment\u0000<script>alert(document.cookie)</script>'),
    );
    expect((await sharp(polyglot).metadata()).format).toBe('png');
    await refused([...fields(), picture(polyglot)], 415, 'E008', /complaintImageForeignContent/);
    // A PNG with HTML after IEND.
    await refused(
      [...fields(), picture(Buffer.concat([png, Buffer.from('<html><body>hi</body></html>')]))],
      415,
      'E008',
      /complaintImageForeignContent/,
    );
  });

  it('refuses a picture too big in bytes or in pixels', async () => {
    const noise = Buffer.alloc(1500 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1500, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    await refused([...fields(), picture(big)], 413, 'E008', /complaintImageTooLarge/);
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await refused([...fields(), picture(bomb)], 413, 'E008', /complaintImageTooManyPixels/);
  });

  it('refuses a missing or too long title, a bad kind, no picture, two pictures or another field', async () => {
    await refused([...fields({ Title: '   ' }), picture(png)], 400, 'E008', /Title/);
    await refused([{ name: 'Kind', value: 'Banner' }, picture(png)], 400, 'E008', /Title/);
    await refused([...fields({ Title: 'x'.repeat(101) }), picture(png)], 400, 'E008', /Title/);
    await refused([...fields({ Kind: 'Poster' }), picture(png)], 400, 'E008', /Kind/);
    await refused(fields(), 400, 'E008', /storeBannerImageRequired/);
    await refused([...fields(), picture(png), picture(jpeg)], 400, 'E008', /storeBannerImageRequired/);
    await refused([...fields(), { ...picture(png), name: 'images' }], 400, 'E008', /field image/);
    // A title of exactly 100 is fine.
    const ok = await add([...fields({ Title: 'y'.repeat(100) }), picture(png)]);
    expect(ok.status, ok.body.Msg).toBe(200);
    await t.call('/Retailer/DeleteStoreBanner', { Id: ok.body.Data.Id }, { token });
  });

  it('answers a retried upload with the same row (Idempotency-Key); another request with the key is 422', async () => {
    const before = (await list()).total;
    const first = await add([...fields({ Title: 'Retried' }), picture(png)], token, {
      'idempotency-key': 'banner-key-1',
    });
    const again = await add([...fields({ Title: 'Retried' }), picture(png)], token, {
      'idempotency-key': 'banner-key-1',
    });
    expect(first.status).toBe(200);
    expect(again.body.Data.Id).toBe(first.body.Data.Id);
    expect((await list()).total).toBe(before + 1);
    const res = await add([...fields({ Title: 'Another' }), picture(png)], token, {
      'idempotency-key': 'banner-key-1',
    });
    expect([res.status, res.body.Code]).toEqual([422, 'E008']);
    expect((await list()).total).toBe(before + 1);
  });

  it('switches a picture off and on, and deletes it with its files; another retailer gets E012', async () => {
    const made = (await add([...fields({ Title: 'To go' }), picture(png)])).body.Data;
    const off = await t.call('/Retailer/SetStoreBannerActive', { Id: made.Id, Active: false }, { token });
    expect((off.body.Data as TStoreBanner).Active).toBe(false);
    expect((await list()).items.find((b) => b.Id === made.Id)?.Active).toBe(false);
    for (const [path, body] of [
      ['/Retailer/SetStoreBannerActive', { Id: made.Id, Active: true }],
      ['/Retailer/DeleteStoreBanner', { Id: made.Id }],
    ] as const) {
      const before = await stored();
      const res = await t.call(path, body, { token: other });
      expect([res.status, res.body.Code], path).toEqual([404, 'E012']);
      expect(await stored()).toEqual(before);
    }
    const files = (await stored()).f;
    const del = await t.call('/Retailer/DeleteStoreBanner', { Id: made.Id }, { token });
    expect([del.status, del.body.Msg]).toEqual([200, 'storeBannerDeleted']);
    expect((await stored()).f).toBe(files - 2);
    expect((await get(made.Url)).statusCode).toBe(404);
    const again = await t.call('/Retailer/DeleteStoreBanner', { Id: made.Id }, { token });
    expect([again.status, again.body.Code]).toEqual([404, 'E012']);
  });

  it('keeps at most 50 pictures a retailer (storeMediaLimit 409), nothing stored past it', async () => {
    await clear();
    const first = await add([...fields(), picture(png)]);
    const row = await rows<Record<string, unknown>>(
      t,
      sql`select * from store_media where id = ${first.body.Data.Id}`,
    );
    const r = row[0]!;
    // The other 49 as rows sharing the first one's files: the cap counts rows.
    await t.database.db.execute(sql`insert into store_media (client_id, retailer_id, kind, title, file_key, thumb_key, width, height, size)
      select ${r.client_id}, ${r.retailer_id}, 'Image', 'Copy ' || g, ${r.file_key}, ${r.thumb_key}, 1, 1, 1
      from generate_series(1, 49) g`);
    await refused([...fields(), picture(png)], 409, 'E008', /storeMediaLimit/);
    // Another retailer is not capped by this one's pictures.
    const theirs = await add([...fields(), picture(png)], other);
    expect(theirs.status, theirs.body.Msg).toBe(200);
    await t.call('/Retailer/DeleteStoreBanner', { Id: theirs.body.Data.Id }, { token: other });
    await clear();
  });

  it('is switched off by the StoreDashboard menu entry (E017 403)', async () => {
    const made = (await add([...fields(), picture(png)])).body.Data;
    const [m] = await rows<{ client_id: number; l_code: string; target: string; icon: string; seq: number }>(
      t,
      sql`select client_id, l_code, target, icon, seq from menus where t_code = 'StoreDashboard'`,
    );
    await t.database.db.execute(sql`delete from menus where t_code = 'StoreDashboard'`);
    try {
      await refused([...fields(), picture(png)], 403, 'E017', /./);
      for (const [path, body] of [
        ['/Retailer/Banners', {}],
        ['/Retailer/DeleteStoreBanner', { Id: made.Id }],
        ['/Retailer/SetStoreBannerActive', { Id: made.Id, Active: false }],
      ] as const) {
        const res = await t.call(path, body, { token });
        expect([res.status, res.body.Code], path).toEqual([403, 'E017']);
      }
      expect((await get(made.Url)).statusCode).toBe(403);
    } finally {
      await t.database.db.execute(
        sql`insert into menus (client_id, t_code, l_code, target, icon, seq)
            values (${m!.client_id}, 'StoreDashboard', ${m!.l_code}, ${m!.target}, ${m!.icon}, ${m!.seq})`,
      );
    }
    expect((await list()).items.map((b) => b.Id)).toContain(made.Id);
  });
});
