/**
 * The payment lists and the payment hash from the distributor-management service, when one is
 * configured (spec section 7: /PendingInvoice/Masters, /PaidInvoice/Masters, /GenerateMPQR/GetHash;
 * docs/decisions/093). The caller is checked as for our own source: its menu and distributor by
 * routes.ts, the codes it names here; then the service is asked for the caller's own codes only.
 * The service answers whole lists, so a page is cut here. A payment started this way is the
 * service's: its gateway reports to it, not to our callbacks.
 */
import { toPaise } from '@restock/domain/rules/pricing';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type DistributorManagement, dmsFailure } from '../../integrations/distributor-management.ts';
import type { BillPage, CollectionCaller, CollectionSource } from './collection-source.ts';
import { findPayer } from './queries.ts';
import { assertOwnCodes } from './service.ts';

export function distributorManagementSource(db: Db, dms: DistributorManagement): CollectionSource {
  /** The caller's retailer and distributor codes, as the service knows them. */
  async function account(caller: CollectionCaller) {
    const payer = await findPayer(db, caller, caller.distributorId);
    if (!payer) throw new AppError('E014', 'The distributor is not the one selected');
    return { RetailerCode: payer.retailerCode, DistributorCode: payer.distributorCode };
  }

  const pageOf = (all: BillPage['bills'], page: { page: number; pageSize: number }): BillPage => ({
    bills: all.slice((page.page - 1) * page.pageSize, page.page * page.pageSize),
    total: all.length,
  });

  return {
    pendingBills: async (caller, page) =>
      pageOf(await dms.pendingInvoices(await account(caller)).catch(dmsFailure), page),
    paidBills: async (caller, page) =>
      pageOf(await dms.paidInvoices(await account(caller)).catch(dmsFailure), page),
    generateHash: async (caller, body) => {
      await assertOwnCodes(db, caller, body);
      return dms
        .generateHash({
          ...(await account(caller)),
          InvoiceList: body.InvoiceList,
          ReferenceNo: body.ReferenceNo,
          TotalAmount: toPaise(body.TotalAmount),
        })
        .catch(dmsFailure);
    },
  };
}
