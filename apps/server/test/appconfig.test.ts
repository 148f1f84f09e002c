import { BOOLEAN_SETTING_DEFAULTS, parseSettings, SETTING_KEYS } from '@restock/domain/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSettings, clients, menus } from '../src/db/schema.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
});
afterAll(async () => {
  await t.close();
});

describe(`/appconfig/pwaconfig (${engine})`, () => {
  it('sends every setting key as a string and the menu sorted by Seq', async () => {
    const res = await t.call('/appconfig/pwaconfig', {}, { token });
    expect(res.body.Status).toBe(1);
    const data = res.body.Data as {
      Configs: Array<{ key: string; value: string }>;
      Menus: Array<{ TCode: string; Seq: number }>;
    };
    const keys = data.Configs.map((c) => c.key);
    for (const key of SETTING_KEYS) expect(keys).toContain(key);
    for (const c of data.Configs) expect(typeof c.value).toBe('string');
    const seqs = data.Menus.map((m) => m.Seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(data.Menus.map((m) => m.TCode)).toContain('ManageDistributors');
    const settings = parseSettings(data.Configs);
    expect(settings.isEnablePlaceOrderCase).toBe(true);
    expect(settings.flags.isEnableOnboardContractAgreement).toBe(true);
  });

  it("reflects the client's own values over the defaults", async () => {
    const [client] = await t.database.db.select().from(clients).where(eq(clients.code, 'demo'));
    await t.database.db
      .update(clientSettings)
      .set({ value: 'false' })
      .where(and(eq(clientSettings.clientId, client!.id), eq(clientSettings.key, 'isShowStockQty')));
    await t.database.db
      .delete(menus)
      .where(and(eq(menus.clientId, client!.id), eq(menus.tCode, 'KpiDashboard')));
    const res = await t.call('/appconfig/pwaconfig', {}, { token });
    const data = res.body.Data as {
      Configs: Array<{ key: string; value: string }>;
      Menus: Array<{ TCode: string }>;
    };
    expect(data.Configs.find((c) => c.key === 'isShowStockQty')?.value).toBe('false');
    expect(data.Menus.map((m) => m.TCode)).not.toContain('KpiDashboard');
  });

  it('keeps booleans defaulting as the spec says for a client with no settings', () => {
    expect(BOOLEAN_SETTING_DEFAULTS.customAddToHomeScreen).toBe(true);
    expect(BOOLEAN_SETTING_DEFAULTS.isEnableAttrSorting).toBe(true);
  });

  it('serves static content in the user language with a fallback, E012 for none', async () => {
    const res = await t.call('/AppConfig/StaticContent', { Code: 'ContractAgreement' }, { token });
    expect(res.body.Status).toBe(1);
    expect((res.body.Data as { Title: string }).Title).toMatch(/contract/i);
    const bad = await t.call('/AppConfig/StaticContent', { Code: 'Nope' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.Code).toBe('E008');
  });
});

describe(`index.html page config (${engine})`, () => {
  it('injects the client page values as JSON that cannot break out of the script', async () => {
    const { buildPageConfig, injectPageConfig } = await import('../src/modules/web-host/page-config.ts');
    const [client] = await t.database.db.select().from(clients).where(eq(clients.code, 'demo'));
    const config = await buildPageConfig(
      t.database.db,
      { ...client!, appName: 'Shop </script><script>alert(1)</script>' },
      '4.6.0.0',
    );
    const html = injectPageConfig(
      '<html lang="en"><head><meta name="theme-color" content="#000"><title>x</title><!--page-config--></head></html>',
      config,
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<meta name="theme-color" content="#0f766e"');
    const json = html.match(/<script type="application\/json" id="page-config">(.*)<\/script>/)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      clientCode: 'demo',
      languages: ['en', 'es', 'de'],
      multiLanguage: true,
    });
  });

  it("preloads the sign-in texts of the client's default language only", async () => {
    const { buildPageConfig, injectPageConfig } = await import('../src/modules/web-host/page-config.ts');
    const [client] = await t.database.db.select().from(clients).where(eq(clients.code, 'demo'));
    const config = await buildPageConfig(t.database.db, { ...client!, defaultLanguage: 'es' }, '4.6.0.0');
    const texts = { en: '/assets/en-sign-in-a1.js', es: '/assets/es-sign-in-b2.js' };
    const html = injectPageConfig('<head><!--page-config--></head>', config, texts);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/es-sign-in-b2.js">');
    expect(html).not.toContain('en-sign-in');
    // A language without built texts preloads nothing.
    const german = injectPageConfig(
      '<head><!--page-config--></head>',
      { ...config, defaultLanguage: 'de' },
      texts,
    );
    expect(german).not.toContain('modulepreload');
  });
});
