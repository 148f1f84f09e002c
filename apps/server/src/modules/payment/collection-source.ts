/**
 * Where the payment lists and the payment hash come from. The spec lets a distributor-management
 * service answer them when one is configured (/PendingInvoice/Masters, /PaidInvoice/Masters,
 * /GenerateMPQR/GetHash); otherwise our own database does (service.ts ownCollectionSource, the
 * default). An adapter of that service implements this interface and is chosen in routes.ts.
 */
import type { TBill, TGenerateHashRequest, TGenerateHashResult } from '@restock/domain/contracts/payments';

/** Who asks: the signed-in retailer at its selected distributor. */
export interface CollectionCaller {
  clientId: number;
  retailerId: number;
  distributorId: number;
  /** The client's payUPaymentUrl setting ('' when unset). */
  paymentUrlSetting: string;
  /** Our own origin (scheme://host), for the gateway's return addresses. */
  origin: string;
  now: Date;
  /**
   * The retailer's returns_version read with the session (moved by every invoice change): our own
   * source reads the lists from a per-process copy under it (bills-copy.ts); null reads the database.
   */
  returnsVersion: number | null;
}

export interface BillPage {
  bills: TBill[];
  total: number;
}

export interface CollectionSource {
  /** A page of the unpaid and partly paid invoices, oldest first. */
  pendingBills(caller: CollectionCaller, page: { page: number; pageSize: number }): Promise<BillPage>;
  /** A page of the paid invoices, newest first. */
  paidBills(caller: CollectionCaller, page: { page: number; pageSize: number }): Promise<BillPage>;
  /** Starts a payment of the chosen invoices and answers the gateway's signed form. */
  generateHash(caller: CollectionCaller, body: TGenerateHashRequest): Promise<TGenerateHashResult>;
}
