import { SUCCESS_CODES } from '@restock/domain/codes';
import {
  ZAddOrderTemplateRequest,
  ZDeleteOrderTemplateRequest,
  ZOrderTemplateDetailRequest,
  ZOrderTemplateRequest,
} from '@restock/domain/contracts/smart-list';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { post } from '../../http/route.ts';
import { addTemplate, listTemplates, readTemplate, removeTemplate } from './service.ts';

const TAGS = ['SalesOrder'];

export function registerSmartListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  post(
    app,
    deps,
    '/SalesOrder/OrderTemplate',
    {
      body: ZOrderTemplateRequest,
      summary: "The retailer's smart lists at the selected distributor, newest first",
      tags: TAGS,
      example: {},
    },
    async ({ session, now }) => ok(await listTemplates(db, session, now)),
  );

  post(
    app,
    deps,
    '/SalesOrder/AddOrderTemplate',
    {
      body: ZAddOrderTemplateRequest,
      summary:
        'Saves a smart list at the selected distributor (S006): TemplateName 3..50 characters, unique for the retailer without regard to case (E018); at most saveToSmartListCount lists (E017); products the distributor carries (E012)',
      tags: TAGS,
      example: {
        TemplateName: 'Weekly staples',
        TemplateDetail: [{ DistributorId: 1, PId: 1, PrincipalId: 1, Qty: 12, UomId: 1 }],
      },
    },
    async ({ body, session, now }) => {
      const TemplateId = await addTemplate(db, session, body, now);
      return ok({ TemplateId }, { code: 'S006', msg: SUCCESS_CODES.S006 });
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/OrderTemplateDetail',
    {
      body: ZOrderTemplateDetailRequest,
      summary:
        "A smart list's lines with each product as its distributor has it now (price, SIH, limits, saleable, Available); E012 when not the retailer's",
      tags: TAGS,
      example: { TemplateId: 1 },
    },
    async ({ body, session, now }) => ok(await readTemplate(db, session, body.TemplateId, now)),
  );

  post(
    app,
    deps,
    '/SalesOrder/DeleteOrderTemplate',
    {
      body: ZDeleteOrderTemplateRequest,
      summary: "Deletes a smart list of the retailer (S003); E012 when not the retailer's",
      tags: TAGS,
      example: { TemplateId: 1 },
    },
    async ({ body, session }) => {
      await removeTemplate(db, session, body.TemplateId);
      return ok(null, { code: 'S003', msg: SUCCESS_CODES.S003 });
    },
  );
}
