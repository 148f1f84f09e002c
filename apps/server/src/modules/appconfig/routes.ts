import { ZPwaConfigResponse, ZStaticContentRequest } from '@restock/domain/contracts/appconfig';
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { post } from '../../http/route.ts';
import { findPwaConfig, findStaticContentFor } from './service.ts';

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
      return ok(ZPwaConfigResponse.parse(await findPwaConfig(db, client.id)));
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
      const content = await findStaticContentFor(db, client, session!.userId, body.Code);
      if (!content) throw new AppError('E012');
      return ok(content.value);
    },
  );
}
