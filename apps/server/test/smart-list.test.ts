import {
  type TOrderTemplate,
  type TTemplateLineInput,
  ZOrderTemplateDetail,
} from '@restock/domain/contracts/smart-list';
import { fillFromTemplate } from '@restock/domain/rules/smart-list';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carriedProducts, clientIdOf } from './orders-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
let token2: string;
let d1: number;
let d2: number;
let clientId: number;
let atD1: number[];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  token2 = await t.tokenFor('9000000002');
  d1 = await idOf(t, 'distributors', 'D001');
  d2 = await idOf(t, 'distributors', 'D002');
  clientId = await clientIdOf(t);
  atD1 = await carriedProducts(t, d1, 8);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from order_templates`);
});

const lines = (ids: number[], qty = 12): TTemplateLineInput[] =>
  ids.map((PId) => ({ DistributorId: d1, PId, PrincipalId: clientId, Qty: qty, UomId: 1 }));
const add = (TemplateName: unknown, TemplateDetail: unknown = lines(atD1.slice(0, 3)), tk = token) =>
  t.call('/SalesOrder/AddOrderTemplate', { TemplateName, TemplateDetail }, { token: tk });
const list = async (tk = token) =>
  (await t.call('/SalesOrder/OrderTemplate', {}, { token: tk })).body.Data as TOrderTemplate[];
const detail = (TemplateId: unknown, tk = token) =>
  t.call('/SalesOrder/OrderTemplateDetail', { TemplateId }, { token: tk });
const remove = (TemplateId: unknown, tk = token) =>
  t.call('/SalesOrder/DeleteOrderTemplate', { TemplateId }, { token: tk });

async function setSetting(key: string, value: string): Promise<void> {
  await t.database.db.execute(
    sql`insert into client_settings (client_id, key, value) values (${clientId}, ${key}, ${value})
        on conflict (client_id, key) do update set value = excluded.value`,
  );
}

describe(`smart lists: save, list, read, delete (${engine})`, () => {
  it('saves a list (S006), lists it, and reads it back with the products as they are now', async () => {
    expect(await list()).toEqual([]);
    const res = await add('  Weekly staples  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 1, Code: 'S006', Msg: 'Saved to smart list' });
    const { TemplateId } = res.body.Data as { TemplateId: number };
    const saved = await list();
    expect(saved).toEqual([
      { TemplateId, TemplateName: 'Weekly staples', LineCount: 3, CreatedOn: expect.any(String) },
    ]);
    const read = await detail(TemplateId);
    expect(read.body.Status).toBe(1);
    const data = ZOrderTemplateDetail.parse(read.body.Data);
    expect(data.TemplateName).toBe('Weekly staples');
    expect(data.TemplateDetail.map((l) => l.PId)).toEqual(atD1.slice(0, 3));
    const [p] = await rows<Record<string, unknown>>(
      t,
      sql`select p.name, p.conversion_qty, dp.price::text as price, dp.sih, dp.min_order_qty, dp.max_order_qty,
            p.category_id, c.name as category_name
          from distributor_products dp join products p on p.id = dp.product_id join categories c on c.id = p.category_id
          where dp.distributor_id = ${d1} and dp.product_id = ${atD1[0]!}`,
    );
    expect(data.TemplateDetail[0]).toMatchObject({
      DistributorId: d1,
      PId: atD1[0],
      PrincipalId: clientId,
      Qty: 12,
      UomId: 1,
      PName: p!.name,
      ConversionQty: Number(p!.conversion_qty),
      Price: Number(p!.price),
      SIH: Number(p!.sih),
      MinORDQty: Number(p!.min_order_qty),
      MaxORDQty: Number(p!.max_order_qty),
      GroupId: Number(p!.category_id),
      GroupName: p!.category_name,
      IsSaleable: 1,
      IsFree: 0,
      Available: true,
    });
    // The screen fills the cart from it with the shared rule.
    const fill = fillFromTemplate(data.TemplateDetail, {
      isEnableMinOrderQty: true,
      isRestrictSIHProducts: false,
      isFocOrder: false,
      growth: { mode: 'percentage', value: 50 },
    });
    expect(fill.ok && fill.lines.length).toBe(3);

    const del = await remove(TemplateId);
    expect(del.body).toMatchObject({ Status: 1, Code: 'S003', Msg: 'Smart list deleted', Data: null });
    expect(await list()).toEqual([]);
    expect((await detail(TemplateId)).body.Code).toBe('E012');
    expect((await remove(TemplateId)).body.Code).toBe('E012');
    const [left] = await rows<{ n: number }>(t, sql`select count(*)::int as n from order_template_lines`);
    expect(Number(left!.n)).toBe(0);
  });

  it('reads prices and stock of today, and marks a product the distributor dropped as not available', async () => {
    const { TemplateId } = (await add('Today prices')).body.Data as { TemplateId: number };
    const [dropped, repriced] = [atD1[0]!, atD1[1]!];
    await t.database.db.execute(
      sql`update distributor_products set active = false where distributor_id = ${d1} and product_id = ${dropped}`,
    );
    await t.database.db.execute(
      sql`update distributor_products set price = 123.45, sih = 0 where distributor_id = ${d1} and product_id = ${repriced}`,
    );
    try {
      const data = ZOrderTemplateDetail.parse((await detail(TemplateId)).body.Data);
      const gone = data.TemplateDetail.find((l) => l.PId === dropped)!;
      expect(gone).toMatchObject({ Available: false, IsSaleable: 0, Price: 0, SIH: 0, Qty: 12 });
      const now = data.TemplateDetail.find((l) => l.PId === repriced)!;
      expect(now).toMatchObject({ Available: true, Price: 123.45, SIH: 0 });
      // With stock restricted, the fill skips it and says so; the dropped one is unavailable.
      const fill = fillFromTemplate(data.TemplateDetail, {
        isEnableMinOrderQty: false,
        isRestrictSIHProducts: true,
        isFocOrder: false,
      });
      expect(fill.ok && fill.outOfStock.map((l) => l.PId)).toEqual([repriced]);
      expect(fill.ok && fill.unavailable.map((l) => l.PId)).toEqual([dropped]);
    } finally {
      await t.database.db.execute(
        sql`update distributor_products set active = true where distributor_id = ${d1} and product_id = ${dropped}`,
      );
    }
  });

  it("lists only the selected distributor's lists", async () => {
    await add('At Sharma');
    const [d2Product] = await carriedProducts(t, d2, 1);
    await t.database.db.execute(
      sql`update users set selected_distributor_id = ${d2} where login_id = 'retailer1'`,
    );
    try {
      expect(await list()).toEqual([]);
      const atMetro = await add('At Metro', [
        { DistributorId: d2, PId: d2Product!, PrincipalId: clientId, Qty: 2 },
      ]);
      expect(atMetro.body.Code).toBe('S006');
      expect((await list()).map((l) => l.TemplateName)).toEqual(['At Metro']);
      // Names are the retailer's: one used at the other distributor is taken, and says where.
      const taken = await add('at sharma', [
        { DistributorId: d2, PId: d2Product!, PrincipalId: clientId, Qty: 2 },
      ]);
      expect(taken.body).toMatchObject({
        Code: 'E018',
        Msg: 'SmartList name already exists (at Sharma Wholesale Traders)',
      });
    } finally {
      await t.database.db.execute(
        sql`update users set selected_distributor_id = ${d1} where login_id = 'retailer1'`,
      );
    }
    expect((await list()).map((l) => l.TemplateName)).toEqual(['At Sharma']);
  });
});

describe(`smart lists: the rules (${engine})`, () => {
  it('refuses a name taken already, whatever its case or spaces (E018), and saves nothing', async () => {
    expect((await add('Monthly Order')).body.Code).toBe('S006');
    for (const name of ['Monthly Order', 'monthly order', '  MONTHLY ORDER ']) {
      const res = await add(name);
      expect(res.status, name).toBe(409);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E018', Msg: 'SmartList name already exists' });
    }
    expect(await list()).toHaveLength(1);
  });

  it('takes names of 3 to 50 characters after trimming (E008 otherwise)', async () => {
    for (const name of ['', '  ', 'ab', '  ab  ', 'x'.repeat(51), 42, null, 'Weekly\u0000', 'Tab\there']) {
      const res = await add(name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.Code).toBe('E008');
    }
    expect((await add('abc')).body.Code).toBe('S006');
    expect((await add(`  ${'y'.repeat(50)}  `)).body.Code).toBe('S006');
    expect((await add('Dal & Rice — ठीक')).body.Code).toBe('S006');
    expect((await list()).map((l) => l.TemplateName).sort()).toEqual(
      ['Dal & Rice — ठीक', 'abc', 'y'.repeat(50)].sort(),
    );
  });

  it('keeps at most saveToSmartListCount lists (E017), counting again after a delete', async () => {
    await setSetting('saveToSmartListCount', '2');
    try {
      const first = (await add('List one')).body.Data as { TemplateId: number };
      expect((await add('List two')).body.Code).toBe('S006');
      const third = await add('List three');
      expect(third.status).toBe(422);
      expect(third.body).toMatchObject({ Status: 0, Code: 'E017' });
      expect(third.body.Msg).toContain('at most 2 smart lists');
      expect(await list()).toHaveLength(2);
      expect((await remove(first.TemplateId)).body.Code).toBe('S003');
      expect((await add('List three')).body.Code).toBe('S006');
    } finally {
      await setSetting('saveToSmartListCount', '5');
    }
    // The default is 5.
    await t.database.db.execute(
      sql`delete from client_settings where client_id = ${clientId} and key = 'saveToSmartListCount'`,
    );
    await t.database.db.execute(sql`delete from order_templates`);
    for (let i = 1; i <= 5; i++) expect((await add(`Default ${i}`)).body.Code).toBe('S006');
    expect((await add('Default 6')).body.Code).toBe('E017');
  });

  it('holds to the limit and to unique names under concurrent saves', async () => {
    const same = await Promise.all([add('Racing'), add('racing'), add('RACING')]);
    expect(same.map((r) => r.body.Code).sort()).toEqual(['E018', 'E018', 'S006']);
    await t.database.db.execute(sql`delete from order_templates`);
    const many = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => add(`Parallel ${i}`)));
    expect(many.filter((r) => r.body.Code === 'S006')).toHaveLength(5);
    expect(many.filter((r) => r.body.Code === 'E017')).toHaveLength(2);
    expect(await list()).toHaveLength(5);
  });

  it('takes products the selected distributor carries, of that distributor only', async () => {
    const [onlyD2] = await rows<{ id: number }>(
      t,
      sql`select product_id as id from distributor_products where distributor_id = ${d2}
          and product_id not in (select product_id from distributor_products where distributor_id = ${d1}) limit 1`,
    );
    const notCarried = await add('Not carried', lines([atD1[0]!, Number(onlyD2!.id)]));
    expect(notCarried.status).toBe(404);
    expect(notCarried.body.Code).toBe('E012');
    expect(notCarried.body.Msg).toContain(String(onlyD2!.id));
    const unknown = await add('Unknown product', lines([2_000_000_000]));
    expect(unknown.body.Code).toBe('E012');
    const otherDistributor = await add('Other distributor', [
      { DistributorId: d2, PId: atD1[0]!, PrincipalId: clientId, Qty: 1 },
    ]);
    expect(otherDistributor.status).toBe(400);
    expect(otherDistributor.body.Code).toBe('E008');
    expect(await list()).toEqual([]);
  });

  it('refuses bad input with E008, never a 5xx', async () => {
    const bad: unknown[] = [
      [],
      'not lines',
      [{ DistributorId: d1, PId: atD1[0], PrincipalId: clientId, Qty: 0 }],
      [{ DistributorId: d1, PId: atD1[0], PrincipalId: clientId, Qty: 1_000_000 }],
      [{ DistributorId: d1, PId: -1, PrincipalId: clientId, Qty: 1 }],
      [{ DistributorId: d1, PrincipalId: clientId, Qty: 1 }],
      [...lines([atD1[0]!]), ...lines([atD1[0]!])],
      Array.from({ length: 501 }, (_, i) => ({
        DistributorId: d1,
        PId: i + 1,
        PrincipalId: clientId,
        Qty: 1,
      })),
    ];
    for (const detailLines of bad) {
      const res = await add('Bad lines', detailLines);
      expect(res.status, JSON.stringify(detailLines).slice(0, 80)).toBe(400);
      expect(res.body.Code).toBe('E008');
    }
    for (const id of [0, -5, 'x', null, 1.5, 2 ** 31]) {
      expect((await detail(id)).status).toBe(400);
      expect((await remove(id)).body.Code).toBe('E008');
    }
    expect((await t.call('/SalesOrder/OrderTemplate', { extra: 1 }, { token })).body.Code).toBe('E008');
    expect((await t.call('/SalesOrder/OrderTemplate', {})).body.Code).toBe('E000');
  });
});

describe(`smart lists: ownership (${engine})`, () => {
  it("answers E012 for another retailer's list, and deleting it changes nothing", async () => {
    const { TemplateId } = (await add('Mine only')).body.Data as { TemplateId: number };
    expect(await list(token2)).toEqual([]);
    const read = await detail(TemplateId, token2);
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ Status: 0, Code: 'E012' });
    const del = await remove(TemplateId, token2);
    expect(del.body.Code).toBe('E012');
    expect((await list()).map((l) => l.TemplateId)).toEqual([TemplateId]);
    // The same name is free for another retailer.
    const theirs = await add('Mine only', lines([atD1[0]!]), token2);
    expect(theirs.body.Code).toBe('S006');
    expect((await list(token2)).map((l) => l.TemplateName)).toEqual(['Mine only']);
  });
});
