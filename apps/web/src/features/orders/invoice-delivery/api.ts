/**
 * Server state of invoice delivery marking (contracts/invoice-delivery): the invoices waiting for
 * delivery at the selected distributor (PendingOrderInvoice, or SearchOrderInvoice with a search
 * text; paged) and the mark (UpdateInvoiceStatus). Query keys start with 'orders', so a mark
 * refreshes the order screens too (an order's invoices show their delivery day).
 */
import {
  type TInvoiceDelivery,
  ZInvoiceDeliveryList,
  ZUpdateInvoiceStatusResult,
} from '@restock/domain/contracts/invoice-delivery';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useDistributorId } from '../../../lib/session';
import { invoiceListRequest, nextInvoicePage } from './invoice-delivery';

export const invoiceDeliveryKeys = {
  all: (distId: number) => ['orders', distId, 'invoiceDelivery'] as const,
  list: (distId: number, searchText: string) => ['orders', distId, 'invoiceDelivery', searchText] as const,
};

export interface InvoicePage {
  invoices: TInvoiceDelivery[];
  page: number;
  count: number;
  totalCount: number;
}

export async function findInvoicePage(
  searchText: string,
  page: number,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  const { path, body } = invoiceListRequest(searchText, page);
  const { data, envelope } = await apiCall(path, body, { schema: ZInvoiceDeliveryList, signal });
  const total = Number(envelope.TotalCount);
  return {
    invoices: data,
    page,
    count: data.length,
    totalCount: Number.isFinite(total) ? total : data.length,
  };
}

/** The invoices waiting for delivery (matching the search), growing page by page. */
export function usePendingInvoices(searchText: string, enabled: boolean) {
  const distId = useDistributorId();
  return useInfiniteQuery({
    queryKey: invoiceDeliveryKeys.list(distId, searchText),
    enabled: enabled && distId > 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => findInvoicePage(searchText, pageParam, signal),
    getNextPageParam: (_last, pages) => nextInvoicePage(pages),
  });
}

/** Marks invoices delivered on a day (YYYY-MM-DD); answers each with the day it keeps. */
export async function markInvoicesDelivered(invoiceNos: readonly string[], deliveryDate: string) {
  return (
    await apiCall(
      '/SalesOrder/UpdateInvoiceStatus',
      { InvoiceNos: invoiceNos, DeliveryDate: deliveryDate },
      { schema: ZUpdateInvoiceStatusResult },
    )
  ).data;
}
