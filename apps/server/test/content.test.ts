import type { THelplineContact, TMediaItem } from '@restock/domain/contracts/content';
import { MEDIA_EXTENSIONS } from '@restock/domain/rules/content';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting } from './cart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Support helpline and digital content (issue 20; decision 104): the helpline per
 * supportHelplineSections, the media list by kind and page, one item, the signed file and
 * thumbnail addresses (ranges for video players), static content in the user's language, the
 * menu gates, and bad input answered with a code and nothing changed.
 */
describe(`Support helpline and digital content (${engine})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const count = async () =>
    Number((await rows<{ n: number }>(t, sql`select count(*)::int as n from digital_content`))[0]!.n);

  it('lists the helpline contacts of the sections the client shows, in order', async () => {
    const res = await t.call('/Principal/ContactHelpline', {}, { token });
    expect(res.body.Status).toBe(1);
    const contacts = res.body.Data as THelplineContact[];
    expect(contacts.map((c) => c.Type)).toEqual(['Mobile', 'Mobile', 'Email', 'ExternalLink']);
    expect(contacts[2]!.Value).toContain('@');
    expect(contacts[3]!.Value).toMatch(/^https:\/\//);

    await setSetting(t, 'supportHelplineSections', 'email, external link');
    const some = (await t.call('/Principal/ContactHelpline', {}, { token: await t.tokenFor('retailer1') }))
      .body.Data as THelplineContact[];
    expect(some.map((c) => c.Type)).toEqual(['Email', 'ExternalLink']);
    await setSetting(t, 'supportHelplineSections', '');
    const none = await t.call('/Principal/ContactHelpline', {}, { token: await t.tokenFor('retailer1') });
    expect(none.body).toMatchObject({ Status: 1, Data: [] });
    await setSetting(t, 'supportHelplineSections', 'mobile,email,externalLink');
  });

  it('pages the digital content newest first, by kind, with signed file and thumbnail addresses', async () => {
    const all = await t.call('/Product/DigitalContent', { Page: 1, PageSize: 5 }, { token });
    expect(all.body.Status).toBe(1);
    const items = all.body.Data as TMediaItem[];
    expect(items).toHaveLength(5);
    expect(all.body.TotalCount).toBe(9);
    const dates = items.map((i) => i.CreatedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of items) {
      expect(Object.keys(MEDIA_EXTENSIONS)).toContain(item.FileType);
      expect(item.FileUrl).toMatch(/^\/media\/\d+-[\w-]{22}\/file$/);
      expect(item.Thumbnail).toMatch(/^\/media\/\d+-[\w-]{22}\/thumb$/);
    }
    const page2 = await t.call('/Product/DigitalContent', { Page: 2, PageSize: 5 }, { token });
    expect((page2.body.Data as TMediaItem[]).length).toBe(4);
    const past = await t.call('/Product/DigitalContent', { Page: 9, PageSize: 5 }, { token });
    expect(past.body).toMatchObject({ Status: 1, Data: [], TotalCount: 9 });

    for (const kind of ['image', 'video', 'document'] as const) {
      const res = await t.call('/Product/DigitalContent', { Kind: kind, PageSize: 50 }, { token });
      const list = res.body.Data as TMediaItem[];
      expect(list.every((i) => i.Kind === kind)).toBe(true);
      expect(res.body.TotalCount).toBe({ image: 4, video: 1, document: 4 }[kind]);
    }
  });

  it('shows media the client adds, renames or removes on the very next call (pages kept under the config version)', async () => {
    const page = async () => {
      const res = await t.call('/Product/DigitalContent', { Page: 1, PageSize: 5 }, { token });
      return { items: res.body.Data as TMediaItem[], total: res.body.TotalCount as number };
    };
    const before = await page();
    expect((await page()).items).toEqual(before.items);
    const first = before.items[0]!;
    await rows(t, sql`update digital_content set title = 'Diwali display guide' where id = ${first.Id}`);
    expect((await page()).items[0]).toMatchObject({ Id: first.Id, Title: 'Diwali display guide' });
    const [added] = await rows<{ id: number }>(
      t,
      sql`insert into digital_content (client_id, title, description, file_type, kind, file_name, size, file_key, thumb_key, created_at)
          select client_id, 'Price list December', description, file_type, kind, file_name, size, file_key, thumb_key, now() + interval '1 day'
          from digital_content where id = ${first.Id} returning id`,
    );
    const grown = await page();
    expect(grown.total).toBe(before.total + 1);
    expect(grown.items[0]).toMatchObject({ Id: added!.id, Title: 'Price list December' });
    await rows(t, sql`delete from digital_content where id = ${added!.id}`);
    await rows(t, sql`update digital_content set title = ${first.Title} where id = ${first.Id}`);
    expect(await page()).toEqual(before);
  });

  it('serves the files at their signed addresses only: pictures, thumbnails, PDF inline, others downloaded', async () => {
    const items = (await t.call('/Product/DigitalContent', { PageSize: 50 }, { token })).body
      .Data as TMediaItem[];
    const byType = new Map(items.map((i) => [i.FileType, i]));
    const jpg = byType.get('jpg')!;
    const file = await get(jpg.FileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
    const thumb = await get(jpg.Thumbnail);
    expect(thumb.headers['content-type']).toBe('image/png');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(360);

    const pdf = await get(byType.get('pdf')!.FileUrl);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toMatch(/^inline/);
    for (const ext of ['xlsx', 'csv', 'txt', 'tiff']) {
      const res = await get(byType.get(ext)!.FileUrl);
      expect(res.statusCode, ext).toBe(200);
      expect(res.headers['content-disposition'], ext).toMatch(/^attachment; filename="/);
      expect(res.headers['content-security-policy'], ext).toContain("default-src 'none'");
    }

    // A range, as a video player asks for one.
    const part = await get(jpg.FileUrl, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(10);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${jpg.Size}`);
    expect((await get(jpg.FileUrl, { range: 'bytes=999999999-' })).statusCode).toBe(416);

    // Unsigned, wrongly signed, another item's signature, the thumbnail's for the file: not found.
    const [, id, sig] = /^\/media\/(\d+)-([\w-]{22})\/file$/.exec(jpg.FileUrl)!;
    const other = items.find((i) => i.Id !== jpg.Id)!;
    const otherSig = /-([\w-]{22})\//.exec(other.FileUrl)![1];
    const thumbSig = /-([\w-]{22})\//.exec(jpg.Thumbnail)![1];
    for (const url of [
      `/media/${id}/file`,
      `/media/${id}-${'A'.repeat(22)}/file`,
      `/media/${id}-${otherSig}/file`,
      `/media/${id}-${thumbSig}/file`,
      `/media/${id}-${sig}/other`,
      `/media/${Number(id) + 1000}-${sig}/file`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('answers one item by id, and E012 404 for an id the client has not', async () => {
    const [first] = (await t.call('/Product/DigitalContent', { PageSize: 1 }, { token })).body
      .Data as TMediaItem[];
    const one = await t.call('/Product/DigitalContentDetail', { Id: first!.Id }, { token });
    expect(one.body).toMatchObject({ Status: 1, Data: { Id: first!.Id, Title: first!.Title } });
    const missing = await t.call('/Product/DigitalContentDetail', { Id: 999999 }, { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Status: 0, Code: 'E012' });
  });

  it('refuses bad input with E008 and changes nothing', async () => {
    const before = await count();
    for (const [path, body] of [
      ['/Product/DigitalContent', { Kind: 'audio' }],
      ['/Product/DigitalContent', { Page: 0 }],
      ['/Product/DigitalContent', { PageSize: 1000 }],
      ['/Product/DigitalContent', { Page: '1' }],
      ['/Product/DigitalContent', []],
      ['/Product/DigitalContentDetail', {}],
      ['/Product/DigitalContentDetail', { Id: -1 }],
      ['/Product/DigitalContentDetail', { Id: 'x' }],
      ['/Principal/ContactHelpline', { Extra: 1 }],
      ['/AppConfig/StaticContent', { Code: 'Other' }],
    ] as const) {
      const res = await t.call(path, body, { token });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
    expect(await count()).toBe(before);
  });

  it('needs a session, and the menu entry of each screen (E017 403)', async () => {
    for (const path of [
      '/Principal/ContactHelpline',
      '/Product/DigitalContent',
      '/Product/DigitalContentDetail',
    ]) {
      const res = await t.call(path, path.endsWith('Detail') ? { Id: 1 } : {});
      expect(res.status, path).toBe(401);
      expect(res.body.Code).toBe('E000');
    }
    const saved = await rows<Record<string, unknown>>(
      t,
      sql`delete from menus where t_code in ('SupportHelpline', 'DigitalContent') returning *`,
    );
    try {
      const fresh = await t.tokenFor('retailer1');
      for (const path of [
        '/Principal/ContactHelpline',
        '/Product/DigitalContent',
        '/Product/DigitalContentDetail',
      ]) {
        const res = await t.call(path, path.endsWith('Detail') ? { Id: 1 } : {}, { token: fresh });
        expect(res.status, path).toBe(403);
        expect(res.body).toMatchObject({ Status: 0, Code: 'E017' });
      }
    } finally {
      for (const m of saved) {
        await t.database.db.execute(sql`insert into menus (client_id, t_code, l_code, target, icon, seq)
          values (${m.client_id}, ${m.t_code}, ${m.l_code}, ${m.target}, ${m.icon}, ${m.seq})`);
      }
    }
  });

  it('answers every static content code in the user language, falling back to English', async () => {
    for (const code of [
      'MinOrderQtyDisclaimer',
      'TermsAndCondition',
      'ContractAgreement',
      'SmartListDisclaimer',
    ]) {
      const res = await t.call('/AppConfig/StaticContent', { Code: code }, { token });
      expect(res.body.Status, code).toBe(1);
      expect((res.body.Data as { Title: string }).Title.length).toBeGreaterThan(0);
    }
    await t.database.db.execute(sql`update users set language = 'de' where login_id = 'retailer1'`);
    const de = await t.call('/AppConfig/StaticContent', { Code: 'MinOrderQtyDisclaimer' }, { token });
    expect((de.body.Data as { Title: string }).Title).toBe('Mindestbestellmenge');
    await t.database.db.execute(sql`update users set language = 'fr' where login_id = 'retailer1'`);
    const fallback = await t.call('/AppConfig/StaticContent', { Code: 'MinOrderQtyDisclaimer' }, { token });
    expect((fallback.body.Data as { Title: string }).Title).toBe('Minimum order quantity');
    await t.database.db.execute(sql`update users set language = 'en' where login_id = 'retailer1'`);
  });
});
