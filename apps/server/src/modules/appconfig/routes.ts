import { ZPwaConfigResponse, ZStaticContentRequest } from '@restock/domain/contracts/appconfig';
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { menus, staticContent, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { post } from '../../http/route.ts';
import { findClientSettingValues } from './settings.ts';

export function registerAppConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  post(
    app,
    deps,
    '/appconfig/pwaconfig',
    {
      body: ZEmptyRequest,
      summary: "The signed-in retailer's client settings (every value a string) and menu, sorted by Seq",
      tags: ['AppConfig'],
      example: {},
    },
    async ({ client }) => {
      const [Configs, menuRows] = await Promise.all([
        findClientSettingValues(db, client.id),
        db.select().from(menus).where(eq(menus.clientId, client.id)).orderBy(asc(menus.seq), asc(menus.id)),
      ]);
      const Menus = menuRows.map((m) => ({
        TCode: m.tCode,
        LCode: m.lCode,
        Target: m.target,
        Icon: m.icon,
        Seq: m.seq,
      }));
      return ok(ZPwaConfigResponse.parse({ Configs, Menus }));
    },
  );

  post(
    app,
    deps,
    '/AppConfig/StaticContent',
    {
      body: ZStaticContentRequest,
      // The contract agreement and terms are read during onboarding, before the session is full.
      auth: { steps: ['onboard'], full: true },
      summary: 'Static content (terms, contract agreement, disclaimers) in the user language',
      tags: ['AppConfig'],
      example: { Code: 'TermsAndCondition' },
    },
    async ({ body, client, session }) => {
      const [user] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, session!.userId));
      const wanted = [user?.language ?? client.defaultLanguage, client.defaultLanguage, 'en'];
      const rows = await db
        .select()
        .from(staticContent)
        .where(
          and(
            eq(staticContent.clientId, client.id),
            eq(staticContent.code, body.Code),
            inArray(staticContent.language, wanted),
          ),
        );
      const row = wanted.map((lang) => rows.find((r) => r.language === lang)).find(Boolean);
      if (!row) throw new AppError('E012');
      return ok(row.value);
    },
  );
}
