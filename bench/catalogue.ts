import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { todayIn } from '@restock/domain/rules/delivery';
import { monthsUpTo } from '@restock/domain/rules/kpi';
import { monthKey } from '@restock/domain/rules/loyalty';
import { request } from 'undici';
import { startServer } from '../e2e/support/server.ts';
import { waitUntilIdle } from './cpu.ts';
import { type BenchDatabase, serverOptions } from './database.ts';
import { type LoadResult, runLoad } from './load.ts';

export const HOST = 'large.localhost';

export const CATALOGUE_SCENARIOS = [
  'searchProduct',
  'globalSearch',
  'applyFilter',
  'returnProductList',
  'returnView',
  'complaints',
  'pendingBills',
  'paidBills',
  'ledger',
  'pendingOrderInvoice',
  'giftProducts',
  'redemptionView',
  'earningLedger',
  'monthlySales',
  'clubEnrollment',
  'digitalContent',
  'kpiMonthly',
  'notificationList',
  'storeProducts',
  'consumerList',
  'storeBanners',
  'surveyList',
  'plainList',
  'searchCommon',
  'searchRare',
  'searchCode',
  'searchVaried',
] as const;
export type CatalogueScenario = (typeof CATALOGUE_SCENARIOS)[number];

/** The search results scenarios (issue 22): each against the plain list measured in the same run. */
export const SEARCH_SCENARIOS = ['searchCommon', 'searchRare', 'searchCode'] as const;

/** The list scenarios held to p95 <= 10x the bare route: every scenario but the search results'. */
export const LIST_SCENARIOS = CATALOGUE_SCENARIOS.filter(
  (s): s is Exclude<CatalogueScenario, 'plainList' | 'searchVaried' | (typeof SEARCH_SCENARIOS)[number]> =>
    s !== 'plainList' && s !== 'searchVaried' && !(SEARCH_SCENARIOS as readonly string[]).includes(s),
);

export interface CatalogueBench {
  results: Record<CatalogueScenario, LoadResult>;
  /**
   * The bare route, measured before the first scenario and after each: a scenario's reference is
   * the mean of the p95 just before and just after it.
   */
  bare: LoadResult[];
  references: Record<CatalogueScenario, number>;
  /** The mean p97.5 of the bare route just before and just after each scenario. */
  references975: Record<CatalogueScenario, number>;
  /** The texts of the search scenarios (what the table says was searched). */
  texts: { common: string; rare: string; code: string };
  /** Resident memory of the server after the catalogue scenarios. */
  serverRssMB: number;
}

export async function startBareServer(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString()) as { port: number }).port),
    );
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

export async function post<T>(
  origin: string,
  pathName: string,
  body: unknown,
  token?: string,
): Promise<{ data: T; token: string }> {
  const res = await request(`${origin}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: HOST, ...(token ? { 'user-key': token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.body.json()) as { Status: number; Data: T; Msg: string };
  if (envelope.Status !== 1) throw new Error(`${pathName}: ${envelope.Msg}`);
  return { data: envelope.Data, token: String(res.headers['user-key'] ?? '') };
}

export function residentMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const SORTS = ['Name_ASC', 'Price_ASC', 'Price_DESC', 'Date_DESC', 'Point_DESC'] as const;
/** A search's order: relevance ('': no sort asked) or a sort. */
const SEARCH_SORTS = ['', '', ...SORTS] as const;
/** A word in about 6% of the large seed's names (issue 22's measure). */
const COMMON_WORD = 'Zesty';

/**
 * Catalogue scenario: the large catalogue (100,000 products) seeded into a fresh PostgreSQL
 * database, the built server on it, and 16 concurrent clients on SearchProduct with filters,
 * text search and ApplyFilter, and the sales return lists (returnable products, return history),
 * each next to a bare Fastify route measured just before and just after it.
 */
export async function benchCatalogue(
  database: BenchDatabase,
  /** scenario: run that one alone (with the bare route around it), as `--only <scenario>` asks. */
  options: { connections?: number; durationMs?: number; scenario?: CatalogueScenario } = {},
): Promise<CatalogueBench> {
  const connections = options.connections ?? 16;
  const durationMs = options.durationMs ?? 8000;
  const bare = await startBareServer();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const target = serverOptions(database);
    // A connection's session makes thousands of calls a second here, for minutes: far past the
    // per-session call limit (decision 075), which is not what this scenario measures.
    server = await startServer(
      { LOG_LEVEL: 'warn', SESSION_CALLS_PER_MINUTE: String(100_000_000), ...target.env },
      target.options,
    );

    const signIn = await post<unknown>(server.url, '/api/login/UserAuthentication', {
      loginId: 'large1',
      password: 'Retailer@123',
    });
    const token = signIn.token;
    // The ledger scenario's account and months: large1 at its selected distributor, and the months
    // of the picker that have entries (an empty month answers 404 noRetailerLedgerError).
    const retailerCode = String((signIn.data as { retailercode?: string }).retailercode ?? '');
    const distributorCode =
      (
        await post<Array<{ dCode: string; IsSelected: boolean }>>(
          server.url,
          '/api/Distributor/List',
          {},
          token,
        )
      ).data.find((d) => d.IsSelected)?.dCode ?? '';
    const ledgerMonths: Array<{ Month: number; Year: number }> = [];
    for (let back = 0; back < 12; back++) {
      const d = new Date();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() - back);
      const month = { Month: d.getUTCMonth() + 1, Year: d.getUTCFullYear() };
      const probe = await request(`${server.url}/api/CustomerLedgerReport/Masters`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: HOST, 'user-key': token },
        body: JSON.stringify({ RetailerCode: retailerCode, DistributorCode: distributorCode, ...month }),
      });
      if (probe.statusCode === 200) ledgerMonths.push(month);
      await probe.body.dump();
    }
    if (ledgerMonths.length === 0) throw new Error('the large seed gave large1 no ledger month');
    const categories = (
      await post<Array<{ Id: number; SubCategories: Array<{ Id: number }> }>>(
        server.url,
        '/api/Product/Categories',
        {},
        token,
      )
    ).data;
    const facets = (
      await post<{ Brands: Array<{ Id: number; FilterLevelCode: string }> }>(
        server.url,
        '/api/Product/DynamicFilter',
        { page: 1 },
        token,
      )
    ).data;
    const firstPage = (
      await post<Array<{ ProductName: string; ProductCode: string; Barcode: string }>>(
        server.url,
        '/api/Product/SearchProduct',
        { page: 1, PageSize: 100 },
        token,
      )
    ).data;
    const words = [
      ...new Set(firstPage.flatMap((p) => p.ProductName.split(/\s+/)).filter((w) => w.length >= 4)),
    ];
    const categoryIds = categories.map((c) => c.Id);
    const brandIds = facets.Brands.filter((b) => b.FilterLevelCode === 'BR').map((b) => b.Id);
    const subCategoryIds = categories.flatMap((c) => c.SubCategories.map((s) => s.Id));
    // A rare text: a name's first three words (its brand and flavour: about a dozen names hold them).
    const rareTexts = firstPage.map((p) => p.ProductName.split(/\s+/).slice(0, 3).join(' '));
    const codes = firstPage.map((p) => p.ProductCode);
    const barcodes = firstPage.map((p) => p.Barcode).filter((b) => b && b !== 'null');
    const texts = { common: COMMON_WORD, rare: rareTexts[0]!, code: codes[0]! };
    // The KPI scenario's months: the current one (the client's zone) and the eleven before it.
    const kpiMonths = monthsUpTo(monthKey(todayIn(new Date(), 'Asia/Kolkata')), 12);
    // The varied search: common words (one in about 30% of the names), 3-character words, rare
    // texts, codes, barcodes, a word no name holds, two words.
    const variedTexts = [
      COMMON_WORD,
      'care',
      'classic',
      'masala',
      'zes',
      'ric',
      'ola',
      'quokka',
      'zesty care',
      'gold 500',
      ...words.slice(0, 20),
      ...rareTexts.slice(0, 20),
      ...codes.slice(0, 10),
      ...barcodes.slice(0, 10),
    ];
    const variedFilter = (): Record<string, unknown> => {
      switch (Math.floor(Math.random() * 5)) {
        case 0:
          return { CAT: { FilterLevelCode: 'CAT', FilterIdList: [pick(categoryIds)] } };
        case 1:
          return { BR: { FilterLevelCode: 'BR', FilterIdList: [pick(brandIds)] } };
        case 2:
          return { SUCAT: { FilterLevelCode: 'SUCAT', FilterIdList: [pick(subCategoryIds)] } };
        case 3:
          return { NeedFOC: true };
        default:
          return {};
      }
    };

    // The first list call starts the catalogue index build (decision 061): measure after it.
    const settledMs = await waitUntilIdle(server.pid, database.engine === 'postgres' ? database.name : null);
    console.log(
      `(server idle ${settledMs} ms after the first calls, RSS ${Math.round(residentMB(server.pid))} MB)`,
    );
    // Each connection is its own session, as 16 phones would be: one session's calls are limited
    // (decision 075), a load of machine speed on one session would meet the limit. The same
    // retailer signs in on each, so the scenario still reads one distributor's catalogue.
    const tokens = [token];
    for (let i = 2; i <= connections; i++) {
      tokens.push(
        (
          await post<unknown>(server.url, '/api/login/UserAuthentication', {
            loginId: 'large1',
            password: 'Retailer@123',
          })
        ).token,
      );
    }
    const headers = (connection: number) => ({ host: HOST, 'user-key': tokens[connection % tokens.length]! });
    const load = (pathName: string | (() => string), body: () => unknown) =>
      runLoad({
        origin: server!.url,
        path: pathName,
        body,
        headers,
        connections,
        durationMs,
        warmupMs: 2000,
        cpu: { serverPid: server!.pid, database: database.engine === 'postgres' ? database.name : null },
      });

    // The machine's speed moves within a run (other work shares it): each scenario is measured
    // between two runs of the bare route, and compared with their mean.
    const measureBare = () =>
      runLoad({
        origin: bare.origin,
        path: '/bare',
        body: () => ({}),
        connections,
        durationMs: durationMs / 2,
        warmupMs: 1000,
      });
    const scenarios: Record<CatalogueScenario, () => Promise<LoadResult>> = {
      searchProduct: () =>
        load('/api/Product/SearchProduct', () => ({
          page: 1 + Math.floor(Math.random() * 3),
          CAT: { FilterLevelCode: 'CAT', FilterIdList: [pick(categoryIds)] },
          Sorting: pick(SORTS),
        })),
      globalSearch: () =>
        load('/api/Product/GlobalSearch', () => ({
          SearchText: pick(words),
          NeedSalesReturn: false,
          NeedFOC: false,
        })),
      applyFilter: () =>
        load('/api/Product/ApplyFilter', () => ({
          page: 1,
          BR: { FilterLevelCode: 'BR', FilterIdList: [pick(brandIds)] },
          CAT: { FilterLevelCode: 'CAT', FilterIdList: [pick(categoryIds)] },
          Sorting: pick(SORTS),
        })),
      // The sales return lists (issue 17): returnable products (what the distributor invoiced, less
      // what was returned) and the return history, at large1's invoices and returns.
      returnProductList: () =>
        load('/api/SalesReturn/ProductList', () => ({
          Page: 1 + Math.floor(Math.random() * 2),
          PageSize: 20,
          SearchText: Math.random() < 0.5 ? '' : pick(words),
        })),
      returnView: () =>
        load('/api/SalesReturn/ReturnView', () => ({
          Page: 1 + Math.floor(Math.random() * 2),
          PageSize: 20,
          Status: Math.random() < 0.5 ? undefined : pick(['S', 'A', 'C', 'P', 'I']),
        })),
      // The complaints list (issue 17): large1's complaints, newest first, with their pictures.
      complaints: () =>
        load('/api/Product/Complaints', () => ({
          Page: 1 + Math.floor(Math.random() * 2),
          PageSize: 10,
        })),
      // The payment lists (issue 18): large1's unpaid invoices oldest first and its paid ones newest
      // first, each with its latest successful payment.
      pendingBills: () =>
        load('/api/Collection/PendingBills', () => ({
          Page: 1 + Math.floor(Math.random() * 2),
          PageSize: 20,
        })),
      paidBills: () =>
        load('/api/Collection/PaidBills', () => ({
          Page: 1 + Math.floor(Math.random() * 2),
          PageSize: 20,
        })),
      // The retailer ledger (issue 18): a month of large1's ledger at its distributor, with the
      // opening balance summed over every earlier entry.
      ledger: () =>
        load('/api/CustomerLedgerReport/Masters', () => ({
          RetailerCode: retailerCode,
          DistributorCode: distributorCode,
          ...pick(ledgerMonths),
        })),
      // The order status delivery list (issue 18, decision 055): large1's invoices at its selected
      // distributor not marked delivered yet, newest first, paged in the database.
      pendingOrderInvoice: () =>
        load('/api/SalesOrder/PendingOrderInvoice', () => ({
          Page: 1 + Math.floor(Math.random() * 2),
          PageSize: 20,
        })),
      // The rewards lists (issue 19): gift products by points (a vendor or a points range at times),
      // large1's redemption history and its points ledger with the balance after each entry.
      giftProducts: () =>
        load('/api/Reward/GetGiftProducts', () => ({
          Page: 1,
          PageSize: 20,
          Sorting: pick(['Point_ASC', 'Point_DESC', 'Name_ASC']),
          ...(Math.random() < 0.5 ? { MinPoints: 500, MaxPoints: 10_000 } : {}),
        })),
      redemptionView: () =>
        load('/api/Reward/RedemptionView', () => ({
          Page: 1,
          PageSize: 20,
          Status: Math.random() < 0.5 ? undefined : pick(['P', 'S', 'R', 'D', 'C']),
        })),
      earningLedger: () =>
        load('/api/Loyalty/GetEarningLedger', () => ({
          Page: 1 + Math.floor(Math.random() * 2),
          PageSize: 20,
        })),
      // Monthly sales and the club enrolment (issue 19): large1's invoiced sales of a type per month
      // over a year or two, and its enrolment with each quarter's achievement read from the invoices.
      monthlySales: () =>
        load('/api/Loyalty/GetMonthlySalesDetails', () => ({
          Type: pick(['SV', 'PV', 'FM', 'RM', 'BSKU']),
          Months: pick([12, 24]),
        })),
      clubEnrollment: () => load('/api/Loyalty/CheckEnrollmentExists', () => ({})),
      // The digital content list (issue 20): the large client's media, newest first, every kind or one.
      digitalContent: () =>
        load('/api/Product/DigitalContent', () => ({
          Page: 1 + Math.floor(Math.random() * 3),
          PageSize: 20,
          Kind: pick(['', 'image', 'document']),
        })),
      // The KPI dashboard (issue 20): large1's month against its targets, with a trend of up to a year.
      kpiMonthly: () =>
        load('/api/KPI/Monthly', () => ({
          Months: pick([6, 12]),
          ...(Math.random() < 0.5 ? {} : { Month: pick(kpiMonths) }),
        })),
      // The notification list (issue 20): the bench retailer's long history, by date either way.
      notificationList: () =>
        load('/api/Notification/NotificationDetail', () => ({
          Page: 1 + Math.floor(Math.random() * 3),
          PageSize: 20,
          Sort: pick(['Date_ASC', 'Date_DESC']),
        })),
      // The store module's lists (issue 21): large1's price catalogue (a page by name, a category
      // or a search at times) and its consumers (pending or approved, a sort, a search at times).
      storeProducts: () =>
        load('/api/Retailer/Products', () => ({
          Page: 1 + Math.floor(Math.random() * 5),
          PageSize: 20,
          ...(Math.random() < 0.3 ? { SearchText: pick(['item 1', 'Sunfresh', 'Dairy', 'Polar']) } : {}),
        })),
      consumerList: () =>
        load('/api/Consumer/List', () => ({
          Status: pick(['A', 'P']),
          Page: 1 + Math.floor(Math.random() * 5),
          PageSize: 20,
          Sorting: pick(['NameAsc', 'NameDesc', 'Newest', 'Oldest']),
          ...(Math.random() < 0.3 ? { SearchText: pick(['Consumer 1', 'Market', '9000']) } : {}),
        })),
      // The store's banners and images (issue 21, decision 122): large1's pictures of one kind or
      // both, newest first (a dozen rows, read from the database on each call).
      storeBanners: () =>
        load('/api/Retailer/Banners', () => ({
          Page: 1,
          PageSize: 20,
          ...(Math.random() < 0.7 ? { Kind: pick(['Banner', 'Image']) } : {}),
        })),
      // The survey list (issue 20): large1's surveys to answer in this period (205 of every
      // frequency, its past responses read beside them) or its answered history, newest first.
      surveyList: () =>
        load('/api/Survey/GetSurveyList', () => ({
          Status: pick(['Pending', 'Pending', 'Answered']),
          Page: 1 + Math.floor(Math.random() * 3),
          PageSize: 20,
        })),
      // The plain list, the search results' reference: pages 1 to 3, no sort or a sort.
      plainList: () =>
        load('/api/Product/SearchProduct', () => ({
          page: 1 + Math.floor(Math.random() * 3),
          Sorting: pick(SEARCH_SORTS),
        })),
      searchCommon: () =>
        load('/api/Product/SearchProduct', () => ({
          page: 1 + Math.floor(Math.random() * 3),
          SearchText: texts.common,
          Sorting: pick(SEARCH_SORTS),
        })),
      searchRare: () =>
        load('/api/Product/SearchProduct', () => ({
          page: 1,
          SearchText: texts.rare,
          Sorting: pick(SEARCH_SORTS),
        })),
      searchCode: () =>
        load('/api/Product/SearchProduct', () => ({
          page: 1,
          SearchText: texts.code,
          Sorting: pick(SEARCH_SORTS),
        })),
      // Random pages, sorts, texts and filters on each request: no single cached page flatters it.
      searchVaried: () =>
        load(
          () => pick(['/api/Product/SearchProduct', '/api/Product/ApplyFilter']),
          () => ({
            page: 1 + Math.floor(Math.random() * 5),
            SearchText: pick(variedTexts),
            Sorting: pick(SEARCH_SORTS),
            ...variedFilter(),
          }),
        ),
    };
    const bareRuns = [await measureBare()];
    const results = {} as Record<CatalogueScenario, LoadResult>;
    const references = {} as Record<CatalogueScenario, number>;
    const references975 = {} as Record<CatalogueScenario, number>;
    for (const [name, run] of Object.entries(scenarios) as Array<
      [CatalogueScenario, () => Promise<LoadResult>]
    >) {
      if (options.scenario && name !== options.scenario) continue;
      results[name] = await run();
      console.info(`(${name}: server RSS ${Math.round(residentMB(server.pid))} MB)`);
      bareRuns.push(await measureBare());
      references[name] = (bareRuns.at(-2)!.p95 + bareRuns.at(-1)!.p95) / 2;
      references975[name] = (bareRuns.at(-2)!.p975 + bareRuns.at(-1)!.p975) / 2;
    }
    return {
      results,
      bare: bareRuns,
      references,
      references975,
      texts,
      serverRssMB: residentMB(server.pid),
    };
  } finally {
    await server?.stop();
    bare.child.kill('SIGTERM');
  }
}
