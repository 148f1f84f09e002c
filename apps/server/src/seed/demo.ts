import { DEMO_CLIENT_LOOK } from '@restock/domain/app/demo-client';
import { BOOLEAN_SETTING_DEFAULTS } from '@restock/domain/settings';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  clientSettings,
  clients,
  distributors,
  menus,
  products,
  retailerDistributors,
  retailers,
  staticContent,
  users,
} from '../db/schema.ts';
import { type FileStore, postgresFileStore } from '../integrations/file-store.ts';
import { hashPassword } from '../modules/login/service.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedCheckoutDemo } from './checkout.ts';
import { seedComplaintLovs, seedDemoComplaints } from './complaints.ts';
import { seedDemoContent } from './content.ts';
import { seedDemoExchanges, seedExchangeReasons } from './exchange-returns.ts';
import { seedKpi } from './kpi.ts';
import { seedDemoLedger } from './ledger.ts';
import { DEMO_MONTHLY_SALES_CONFIG, seedDemoLoyalty } from './loyalty.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedDemoPayments } from './payments.ts';
import { seedDemoRewards } from './rewards.ts';
import { seedDemoSalesReturns, seedReturnMasters } from './sales-returns.ts';
import { seedDemoStore } from './store.ts';
import { seedDemoStoreMedia } from './store-media.ts';
import { seedDemoSurveys } from './surveys.ts';

/** Menu of the demo client: every entry, in drawer order. Target is the route under /ivy. */
export const DEMO_MENU: Array<[tCode: string, target: string, icon: string]> = [
  ['HomePage', 'home', 'home'],
  ['Products', 'productList', 'package'],
  ['Cart', 'viewCart', 'shopping-cart'],
  ['Orders', 'orders', 'clipboard-list'],
  ['FavouriteProducts', 'favProducts', 'heart'],
  ['SmartListProducts', 'smartList', 'list-checks'],
  ['QpsScheme', 'qpsSchemes', 'badge-percent'],
  ['CancelOrder', 'cancelOrder', 'circle-x'],
  ['OrderStatusDelivery', 'orderStatusDelivery', 'truck'],
  ['SalesReturn', 'salesReturn', 'undo-2'],
  ['SalesReturnHistory', 'salesReturnHistory', 'history'],
  ['ExchangeReturn', 'exchangeReturn', 'repeat'],
  ['Complaints', 'myComplaints', 'message-square-warning'],
  ['MyRewards', 'myRewards', 'gift'],
  ['IvyPayment', 'myPayment', 'wallet'],
  ['RetailerLedger', 'retailerLedger', 'book-open'],
  ['KpiDashboard', 'kpiDashboard', 'chart-column'],
  ['StoreDashboard', 'storeDashboard', 'store'],
  ['DigitalContent', 'digitalContent', 'circle-play'],
  ['Notifications', 'notification', 'bell'],
  ['RetailerProfile', 'profile', 'user'],
  ['ManageDistributors', 'manageDistributors', 'building-2'],
  ['PwaSettings', 'settings', 'settings'],
  ['SupportHelpline', 'supportHelpline', 'headset'],
  ['Survey', 'survey', 'clipboard-list'],
];

/** Settings of the demo client that differ from the defaults: nearly everything on. */
export function demoSettings(): Record<string, string> {
  const on: Record<string, string> = {};
  for (const key of Object.keys(BOOLEAN_SETTING_DEFAULTS)) on[key] = 'true';
  return {
    ...on,
    // Password accounts need a code on their first sign-in only; passwordless ones always do.
    otpAuthForEveryLogin: 'false',
    askDistributorSelectionOnEveryLogin: 'false',
    isRestrictSIHProducts: 'false',
    loyaltyVendorFilterSingleSelection: 'false',
    applicationCode: 'RESTOCK-DEMO',
    homePageSections: 'SchemeBanner,Category,OfferZone,Recommended,BestSelling',
    placeOrderUom: 'case,piece',
    salesReturnUom: 'case,piece',
    retailerProfileSections: 'creditDetails,myCompanyRepDetails,myDistRepDetails',
    supportHelplineSections: 'mobile,email,externalLink',
    hideRetailerProfileFields: '',
    deliveryAddressActions: 'add,edit,delete,change',
    showCartLabels: 'tax,discount,net,disclaimer,orderVolume',
    hideProductCardLabels: '',
    cashVoucher: 'true,1',
    orderVolume: 'true,KG,WT',
    orderSplit: 'true,brand',
    landingScreens: 'home,productList,orders,viewCart,myRewards,myPayment,notification',
    otpResendSeconds: '30',
    monthlySalesConfigJson: DEMO_MONTHLY_SALES_CONFIG,
  };
}

const STATIC_CONTENT: Record<string, Record<string, { Title: string; Body: string[] }>> = {
  ContractAgreement: {
    en: {
      Title: 'Retailer contract agreement',
      Body: [
        'You order goods from your mapped distributors at the prices shown in the app on the day of the order.',
        'Orders are confirmed by the distributor; delivery dates are estimates and may move with stock.',
        'Payments are due within the credit days agreed with your distributor.',
      ],
    },
    es: {
      Title: 'Contrato del minorista',
      Body: [
        'Usted pide productos a sus distribuidores asignados a los precios que muestra la aplicación el día del pedido.',
        'El distribuidor confirma los pedidos; las fechas de entrega son estimadas y pueden variar según el stock.',
        'Los pagos vencen dentro de los días de crédito acordados con su distribuidor.',
      ],
    },
    de: {
      Title: 'Händlervertrag',
      Body: [
        'Sie bestellen Waren bei Ihren zugeordneten Händlern zu den Preisen, die die App am Bestelltag anzeigt.',
        'Bestellungen werden vom Händler bestätigt; Liefertermine sind Schätzungen und können sich mit dem Bestand ändern.',
        'Zahlungen sind innerhalb der mit Ihrem Händler vereinbarten Zahlungsfrist fällig.',
      ],
    },
  },
  TermsAndCondition: {
    en: {
      Title: 'Terms and conditions',
      Body: [
        'Keep your sign-in details to yourself; orders placed with them are yours.',
        'We store your store details and orders to run the service and share them only with your distributors.',
      ],
    },
    es: {
      Title: 'Términos y condiciones',
      Body: [
        'Mantenga sus datos de acceso en privado; los pedidos realizados con ellos son suyos.',
        'Guardamos los datos de su tienda y sus pedidos para prestar el servicio y solo los compartimos con sus distribuidores.',
      ],
    },
    de: {
      Title: 'Allgemeine Geschäftsbedingungen',
      Body: [
        'Behalten Sie Ihre Anmeldedaten für sich; damit aufgegebene Bestellungen gelten als Ihre.',
        'Wir speichern Ihre Geschäftsdaten und Bestellungen für den Dienst und teilen sie nur mit Ihren Händlern.',
      ],
    },
  },
  MinOrderQtyDisclaimer: {
    en: {
      Title: 'Minimum order quantity',
      Body: ['Quantities are rounded up to the minimum order quantity of each product.'],
    },
    es: {
      Title: 'Cantidad mínima de pedido',
      Body: ['Las cantidades se redondean a la cantidad mínima de pedido de cada producto.'],
    },
    de: {
      Title: 'Mindestbestellmenge',
      Body: ['Mengen werden auf die Mindestbestellmenge jedes Produkts aufgerundet.'],
    },
  },
  SmartListDisclaimer: {
    en: {
      Title: 'Smart lists',
      Body: ['Products out of stock are skipped when a smart list fills the cart.'],
    },
    es: {
      Title: 'Listas inteligentes',
      Body: ['Los productos sin stock se omiten al llenar el carrito desde una lista.'],
    },
    de: {
      Title: 'Smarte Listen',
      Body: ['Nicht vorrätige Produkte werden beim Befüllen des Warenkorbs übersprungen.'],
    },
  },
};

/** How many clients the database serves (0 on a fresh database). */
export async function countClients(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
  return row?.n ?? 0;
}

export interface DemoSeedResult {
  created: boolean;
  clientId: number;
  /** The catalogue was added (a new client, or a client seeded before the catalogue existed). */
  catalogueCreated: boolean;
}

/** Adds the catalogue to a demo client seeded before it existed (looks its rows up by code). */
async function addCatalogueIfMissing(db: Db, clientId: number): Promise<boolean> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.clientId, clientId));
  if ((count?.n ?? 0) > 0) return false;
  return db.transaction(async (tx) => {
    const dist = await tx
      .select({ id: distributors.id, code: distributors.code })
      .from(distributors)
      .where(and(eq(distributors.clientId, clientId), inArray(distributors.code, ['D001', 'D002', 'D003'])));
    const ret = await tx
      .select({ id: retailers.id, code: retailers.code })
      .from(retailers)
      .where(
        and(eq(retailers.clientId, clientId), inArray(retailers.code, ['R0001', 'R0002', 'R0003', 'R0004'])),
      );
    const d = new Map(dist.map((r) => [r.code, r.id]));
    const r = new Map(ret.map((x) => [x.code, x.id]));
    if (d.size < 3 || r.size < 4) return false;
    await seedCatalogue(tx, {
      clientId,
      distributors: { d1: d.get('D001')!, d2: d.get('D002')!, d3: d.get('D003')! },
      retailers: { r1: r.get('R0001')!, r2: r.get('R0002')!, r3: r.get('R0003')!, r4: r.get('R0004')! },
      now: new Date(),
    });
    return true;
  });
}

/**
 * The demo client, then retailer1's complaints: the complaint service writes pictures to the file
 * store and its rows in a transaction of its own, so it runs once the client is committed.
 */
export async function seedDemo(
  db: Db,
  options: {
    files?: FileStore;
    /** Settings over the demo's (SEED_DEMO_SETTINGS): the browser tests keep the survey reminder off. */
    settings?: Record<string, string>;
  } = {},
): Promise<DemoSeedResult> {
  const result = await seedDemoClient(db, options.settings ?? {});
  if (result.created) {
    const [r1] = await db
      .select({ id: retailers.id })
      .from(retailers)
      .where(and(eq(retailers.clientId, result.clientId), eq(retailers.code, 'R0001')));
    const [d1] = await db
      .select({ id: distributors.id })
      .from(distributors)
      .where(and(eq(distributors.clientId, result.clientId), eq(distributors.code, 'D001')));
    await seedDemoComplaints(db, {
      clientId: result.clientId,
      retailerId: r1!.id,
      distributorId: d1!.id,
      files: options.files ?? postgresFileStore(db),
      now: new Date(),
    });
    await seedDemoContent(db, {
      clientId: result.clientId,
      files: options.files ?? postgresFileStore(db),
      now: new Date(),
    });
    await seedDemoSurveys(db, {
      clientId: result.clientId,
      retailerId: r1!.id,
      files: options.files ?? postgresFileStore(db),
      now: new Date(),
    });
    await seedDemoStoreMedia(db, {
      clientId: result.clientId,
      retailerId: r1!.id,
      files: options.files ?? postgresFileStore(db),
      now: new Date(),
    });
  }
  return result;
}

/** The demo client with every menu entry, nearly every setting on, three distributors and the four sign-ins. */
async function seedDemoClient(db: Db, overrides: Record<string, string>): Promise<DemoSeedResult> {
  const [existing] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'demo'));
  if (existing) {
    return {
      created: false,
      clientId: existing.id,
      catalogueCreated: await addCatalogueIfMissing(db, existing.id),
    };
  }

  const [passwordRetailer1, passwordNewpass] = await Promise.all([
    hashPassword('Retailer@123'),
    hashPassword('Welcome@123'),
  ]);

  return db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({
        code: 'demo',
        name: 'Demo Foods Ltd',
        hosts: ['localhost', '127.0.0.1'],
        ...DEMO_CLIENT_LOOK,
        timeZone: 'Asia/Kolkata',
      })
      .returning({ id: clients.id });
    const clientId = client!.id;

    await tx
      .insert(clientSettings)
      .values(
        Object.entries({ ...demoSettings(), ...overrides }).map(([key, value]) => ({ clientId, key, value })),
      );
    await tx.insert(menus).values(
      DEMO_MENU.map(([tCode, target, icon], i) => ({
        clientId,
        tCode,
        lCode: `menu.${tCode}`,
        target,
        icon,
        seq: (i + 1) * 10,
      })),
    );
    await tx
      .insert(staticContent)
      .values(
        Object.entries(STATIC_CONTENT).flatMap(([code, byLang]) =>
          Object.entries(byLang).map(([language, value]) => ({ clientId, code, language, value })),
        ),
      );

    const [d1, d2, d3] = await tx
      .insert(distributors)
      .values([
        {
          clientId,
          code: 'D001',
          name: 'Sharma Wholesale Traders',
          address: '14 Market Road, Andheri East, Mumbai 400069',
          licenceNo: '11521998000123',
          phone: '+91 22 4001 2345',
        },
        {
          clientId,
          code: 'D002',
          name: 'Metro Distribution Co.',
          address: 'Plot 7, MIDC Industrial Area, Thane 400604',
          licenceNo: '11522011000456',
          phone: '+91 22 4110 9876',
        },
        {
          clientId,
          code: 'D003',
          name: 'Coastal FMCG Suppliers',
          address: '3 Harbour Lane, Fort, Mumbai 400001',
          licenceNo: '11519007000789',
          phone: '+91 22 4220 5511',
        },
      ])
      .returning({ id: distributors.id });

    const rep = (name: string, mobile: string, email: string) => ({ name, mobile, email });
    const retailerRows = await tx
      .insert(retailers)
      .values([
        {
          clientId,
          code: 'R0001',
          name: 'Gupta General Store',
          firstName: 'Ramesh',
          lastName: 'Gupta',
          address: 'Shop 4, Sai Complex, Link Road, Malad West',
          country: 'India',
          state: 'Maharashtra',
          zipCode: '400064',
          tier: 'Gold',
          channel: 'General Trade',
          subChannel: 'Grocery',
          panNumber: 'ABCPG1234K',
          gstNumber: '27ABCPG1234K1Z5',
          uanNumber: 'UDYAM-MH-19-0012345',
          latitude: 19.1864,
          longitude: 72.8486,
          email: 'gupta.store@example.com',
          mobile: '9000000001',
          creditLimit: '50000.00',
          creditDays: 15,
          outstandingAmount: '12450.50',
          companyRep: rep('Anita Desai', '9820011111', 'anita.desai@demofoods.example'),
          distributorRep: rep('Vikram Shah', '9820022222', 'vikram@sharmawholesale.example'),
        },
        {
          clientId,
          code: 'R0002',
          name: 'Patel Kirana',
          firstName: 'Suresh',
          lastName: 'Patel',
          address: '22 Station Road, Borivali East',
          country: 'India',
          state: 'Maharashtra',
          zipCode: '400066',
          tier: 'Silver',
          channel: 'General Trade',
          subChannel: 'Kirana',
          mobile: '9000000002',
          creditLimit: '20000.00',
          creditDays: 7,
          outstandingAmount: '0',
        },
        {
          clientId,
          code: 'R0003',
          name: 'New Shop Mart',
          address: '9 Hill Road, Bandra West',
          country: 'India',
          state: 'Maharashtra',
          zipCode: '400050',
          channel: 'Modern Trade',
          // The number the distributor has on file: onboarding sends the first code only here (decision 073).
          mobile: '9000000003',
        },
        {
          clientId,
          code: 'R0004',
          name: 'Fresh Basket',
          firstName: 'Meera',
          lastName: 'Iyer',
          address: '5 Lake View, Powai',
          country: 'India',
          state: 'Maharashtra',
          zipCode: '400076',
          channel: 'General Trade',
          mobile: '9000000004',
        },
      ])
      .returning({ id: retailers.id });
    const [r1, r2, r3, r4] = retailerRows.map((r) => r.id) as [number, number, number, number];

    await tx.insert(retailerDistributors).values([
      { retailerId: r1, distributorId: d1!.id, isDefault: true },
      { retailerId: r1, distributorId: d2!.id, isDefault: false },
      { retailerId: r2, distributorId: d1!.id, isDefault: true },
      { retailerId: r3, distributorId: d3!.id, isDefault: true },
      { retailerId: r4, distributorId: d2!.id, isDefault: true },
    ]);

    await tx.insert(users).values([
      {
        clientId,
        retailerId: r1,
        loginId: 'retailer1',
        passwordHash: passwordRetailer1,
        isFirstLogin: false,
      },
      { clientId, retailerId: r2, loginId: '9000000002', passwordHash: null, isFirstLogin: false },
      { clientId, retailerId: r3, loginId: 'newshop', passwordHash: null, isFirstLogin: true },
      { clientId, retailerId: r4, loginId: 'newpass', passwordHash: passwordNewpass, isFirstLogin: true },
    ]);
    await seedCatalogue(tx, {
      clientId,
      distributors: { d1: d1!.id, d2: d2!.id, d3: d3!.id },
      retailers: { r1, r2, r3, r4 },
      now: new Date(),
    });
    await seedCheckoutDemo(tx, {
      clientId,
      distributors: { d1: d1!.id, d2: d2!.id, d3: d3!.id },
      retailers: { r1, r2, r3, r4 },
    });
    await seedReturnMasters(tx, clientId);
    await seedDemoSalesReturns(tx, { clientId, retailerId: r1, distributorId: d1!.id, now: new Date() });
    await seedExchangeReasons(tx, clientId);
    await seedDemoExchanges(tx, { clientId, retailerId: r1, distributorId: d1!.id, now: new Date() });
    // Payments before the ledger: the ledger's monthly collections pay what these left (decision 097).
    await seedDemoPayments(tx, { clientId, retailerId: r1, distributorId: d1!.id, now: new Date() });
    await seedDemoLedger(tx, {
      clientId,
      retailerId: r1,
      distributorId: d1!.id,
      now: new Date(),
      timeZone: 'Asia/Kolkata',
    });
    await seedComplaintLovs(tx, clientId);
    await seedDemoStore(tx, { clientId, retailerId: r1, now: new Date() });
    await seedDemoStore(tx, { clientId, retailerId: r2, now: new Date(), small: true });
    await seedDemoRewards(tx, {
      clientId,
      retailerId: r1,
      distributorId: d1!.id,
      now: new Date(),
      timeZone: 'Asia/Kolkata',
    });
    await seedDemoLoyalty(tx, {
      clientId,
      retailers: { r1, r2, r4 },
      distributorId: d1!.id,
      now: new Date(),
      timeZone: 'Asia/Kolkata',
    });
    // After the purchase history: the targets are drawn from it, and its invoices get waybills.
    await seedKpi(tx, { clientId, retailerIds: [r1, r2, r4], now: new Date(), timeZone: 'Asia/Kolkata' });
    await seedDemoNotifications(tx, { clientId, retailerIds: [r1, r2], now: new Date() });
    return { created: true, clientId, catalogueCreated: true };
  });
}
