/**
 * Smart lists (order templates): save, list, read with today's product facts, delete.
 * Name and count rules come from rules/smart-list (docs/decisions/045); where the spec is silent
 * (whose lists, which codes) see docs/decisions/048.
 */
import type {
  TAddOrderTemplateRequest,
  TOrderTemplate,
  TOrderTemplateDetail,
  TTemplateLine,
} from '@restock/domain/contracts/smart-list';
import { paiseToNumber, tryToPaise } from '@restock/domain/rules/pricing';
import { canSaveAnotherTemplate, templateNameKey } from '@restock/domain/rules/smart-list';
import type { RequestSession } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { int, isoDate } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { type CatalogueScope, isMappedDistributor, resolveScope } from '../product/service.ts';
import {
  countTemplates,
  deleteTemplate,
  findCarriedProducts,
  findTemplate,
  findTemplateByNameKey,
  findTemplateLines,
  findTemplates,
  insertTemplate,
  lockRetailerTemplates,
  type TemplateOwner,
  type TemplateRow,
} from './queries.ts';

export const SMART_LIST_NOT_FOUND_MSG = 'Smart list not found';

function ownerOf(session: RequestSession): TemplateOwner {
  return { clientId: session.clientId, retailerId: session.retailerId };
}

export async function listTemplates(db: Db, session: RequestSession, now: Date): Promise<TOrderTemplate[]> {
  const scope = await resolveScope(db, session, now);
  const rows = await findTemplates(db, ownerOf(session), scope.distributorId);
  return rows.map((r) => ({
    TemplateId: int(r.id),
    TemplateName: String(r.name),
    LineCount: int(r.line_count),
    CreatedOn: isoDate(r.created_at),
  }));
}

/**
 * Saves a smart list at the selected distributor: the name is free for the retailer (E018, any
 * distributor: names are unique per retailer), the retailer keeps fewer than saveToSmartListCount
 * lists there, every product is one the distributor carries now. One retailer's saves run one at
 * a time, so two tabs cannot pass the count together.
 */
export async function addTemplate(
  db: Db,
  session: RequestSession,
  body: TAddOrderTemplateRequest,
  now: Date,
): Promise<number> {
  const scope = await resolveScope(db, session, now);
  if (body.TemplateDetail.some((l) => l.DistributorId !== scope.distributorId)) {
    throw new AppError('E008', 'Invalid Request: a smart list holds products of the selected distributor');
  }
  const settings = await findClientSettings(db, session.clientId, session.configVersion);
  const owner = ownerOf(session);
  const name = body.TemplateName.trim();
  const nameKey = templateNameKey(name);
  try {
    return await db.transaction(async (tx) => {
      await lockRetailerTemplates(tx, owner.retailerId);
      const taken = await findTemplateByNameKey(tx, owner, nameKey);
      if (taken) {
        const where = taken.distributorId === scope.distributorId ? '' : ` (at ${taken.distributorName})`;
        throw new AppError('E018', `SmartList name already exists${where}`);
      }
      const count = await countTemplates(tx, owner, scope.distributorId);
      if (!canSaveAnotherTemplate(count, settings.saveToSmartListCount)) {
        throw new AppError(
          'E017',
          `You can keep at most ${settings.saveToSmartListCount} smart lists; delete one to save another`,
        );
      }
      const carried = await findCarriedProducts(
        tx,
        scope,
        body.TemplateDetail.map((l) => l.PId),
      );
      const missing = body.TemplateDetail.filter((l) => !carried.has(l.PId)).map((l) => l.PId);
      if (missing.length > 0) {
        throw new AppError('E012', `Product not available: ${missing.slice(0, 20).join(', ')}`);
      }
      return insertTemplate(tx, {
        owner,
        distributorId: scope.distributorId,
        name,
        nameKey,
        at: now,
        lines: body.TemplateDetail.map((l) => ({
          productId: l.PId,
          principalId: carried.get(l.PId)?.principalId ?? l.PrincipalId,
          qty: l.Qty,
          uomId: l.UomId,
        })),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('E018');
    throw err;
  }
}

function toTemplateLine(r: TemplateRow): TTemplateLine {
  const available = r.available === true;
  const price = available ? tryToPaise(String(r.price ?? '0')) : null;
  return {
    DistributorId: int(r.distributor_id),
    PId: int(r.product_id),
    PrincipalId: int(r.principal_id),
    Qty: int(r.qty),
    UomId: int(r.uom_id) || 1,
    PName: String(r.name ?? ''),
    ImageUrl: String(r.image_url ?? ''),
    ConversionQty: Math.max(1, int(r.conversion_qty)),
    Price: price === null ? 0 : paiseToNumber(price),
    DiscountId: available ? int(r.discount_id) : 0,
    SchemeId: available ? int(r.scheme_id) : 0,
    GroupId: int(r.category_id),
    GroupName: String(r.category_name ?? ''),
    SIH: available ? int(r.sih) : 0,
    MinORDQty: available ? int(r.min_order_qty) : 0,
    MaxORDQty: available ? int(r.max_order_qty) : 0,
    IsSaleable: available && r.is_saleable === true ? 1 : 0,
    // Smart lists fill ordinary orders only (rules/smart-list canUseSmartList): never a free line.
    IsFree: 0,
    Available: available,
  };
}

/** A smart list of the retailer with each product as its distributor has it now; E012 when not theirs. */
export async function readTemplate(
  db: Db,
  session: RequestSession,
  templateId: number,
  now: Date,
): Promise<TOrderTemplateDetail> {
  const template = await findTemplate(db, ownerOf(session), templateId);
  if (!template) throw new AppError('E012', SMART_LIST_NOT_FOUND_MSG);
  const mapped = await isMappedDistributor(db, session, template.distributorId);
  // Schemes and discounts are those running now at the list's distributor (they do not depend
  // on channel or state, which only banners read).
  const scope: CatalogueScope = {
    clientId: session.clientId,
    retailerId: session.retailerId,
    distributorId: template.distributorId,
    channel: '',
    state: '',
    configVersion: session.configVersion,
    catalogueVersion: session.catalogueVersion,
    cartRevision: null,
    favouritesVersion: null,
    now,
  };
  const rows = await findTemplateLines(db, scope, template.id, mapped);
  return { TemplateId: template.id, TemplateName: template.name, TemplateDetail: rows.map(toTemplateLine) };
}

export async function removeTemplate(db: Db, session: RequestSession, templateId: number): Promise<void> {
  const deleted = await deleteTemplate(db, ownerOf(session), templateId);
  if (!deleted) throw new AppError('E012', SMART_LIST_NOT_FOUND_MSG);
}
