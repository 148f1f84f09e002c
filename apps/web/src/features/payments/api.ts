/**
 * The payment screens' server state (contracts/payments; docs/decisions/090, 091): the outstanding
 * total, unpaid and paid invoices page by page, an invoice's payment details, one payment's
 * outcome, and starting a payment (GenerateHash), whose signed form the browser then posts to the
 * gateway's page (submitToGateway).
 */
import {
  type TGenerateHashRequest,
  ZBill,
  ZGenerateHashResult,
  ZOutstanding,
  ZPaymentDetails,
  ZPaymentStatusResult,
} from '@restock/domain/contracts/payments';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api';

export const BILLS_PAGE_SIZE = 20;

export const paymentKeys = {
  all: ['payments'] as const,
  outstanding: ['payments', 'outstanding'] as const,
  bills: (kind: 'pending' | 'paid') => ['payments', 'bills', kind] as const,
  details: (invoiceId: number) => ['payments', 'details', invoiceId] as const,
  status: (txnId: string) => ['payments', 'status', txnId] as const,
};

export function useOutstanding() {
  return useQuery({
    queryKey: paymentKeys.outstanding,
    queryFn: async ({ signal }) => {
      const { data } = await apiCall(
        '/Collection/Outstanding',
        {},
        { schema: z.array(ZOutstanding), signal },
      );
      return data[0] ?? null;
    },
  });
}

const ZBills = z.array(ZBill);

export function useBills(kind: 'pending' | 'paid', enabled = true) {
  return useInfiniteQuery({
    queryKey: paymentKeys.bills(kind),
    enabled,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { data, envelope } = await apiCall(
        kind === 'pending' ? '/Collection/PendingBills' : '/Collection/PaidBills',
        { Page: pageParam, PageSize: BILLS_PAGE_SIZE },
        { schema: ZBills, signal },
      );
      return { bills: data, totalCount: envelope.TotalCount };
    },
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.bills.length, 0);
      return shown < last.totalCount && last.bills.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

export function usePaymentDetails(invoiceId: number, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.details(invoiceId),
    enabled: enabled && invoiceId > 0,
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          '/Collection/PaymentDetails',
          { InvoiceId: invoiceId },
          { schema: ZPaymentDetails, signal },
        )
      ).data,
  });
}

export function usePaymentStatus(txnId: string) {
  return useQuery({
    queryKey: paymentKeys.status(txnId),
    enabled: txnId !== '',
    queryFn: async ({ signal }) =>
      (await apiCall('/Collection/PaymentStatus', { TxnId: txnId }, { schema: ZPaymentStatusResult, signal }))
        .data,
  });
}

export async function generateHash(body: TGenerateHashRequest) {
  return (await apiCall('/Collection/GenerateHash', body, { schema: ZGenerateHashResult })).data;
}

/** Lists and totals change after a payment: asked again when next shown. */
export function invalidatePayments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: paymentKeys.all });
}

/**
 * Leaves the app for the gateway's page the way its hosted checkout wants: a form POST of the
 * signed fields (PayU reads a form, not JSON), in this window, so it returns to our page after.
 */
export function submitToGateway(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
