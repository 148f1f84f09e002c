/**
 * The retailer ledger's server state (contracts/ledger; docs/decisions/092): a month's statement
 * (/CustomerLedgerReport/Masters) and its spreadsheet (/CustomerLedgerReport/Export). Both name the
 * signed-in retailer and the selected distributor by code, as the spec's ledger request does.
 */
import { type TDistributor, ZDistributor } from '@restock/domain/contracts/distributor';
import { type TRetailerLedgerRequest, ZRetailerLedger } from '@restock/domain/contracts/ledger';
import { ledgerFileName } from '@restock/domain/rules/ledger';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiCall } from '../../lib/api';
import { useSession } from '../../lib/session';
import { downloadSpreadsheet } from '../../lib/spreadsheet-download';

export const LEDGER_PATH = '/CustomerLedgerReport/Masters';
export const LEDGER_EXPORT_PATH = '/CustomerLedgerReport/Export';

/** The retailer's distributors (the same call and cache as the distributor screens). */
function useDistributorList() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['distributors'],
    enabled: !!token,
    queryFn: async ({ signal }): Promise<TDistributor[]> =>
      (await apiCall('/Distributor/List', {}, { schema: z.array(ZDistributor), signal })).data,
  });
}

/**
 * The codes a ledger request names: the signed-in retailer and the selected distributor (null while
 * the distributor list loads), and the list's failure, if it failed.
 */
export function useLedgerAccount(): {
  account: { RetailerCode: string; DistributorCode: string } | null;
  error: unknown;
  retry(): void;
} {
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selectedDistributor);
  const query = useDistributorList();
  const list = query.data;
  const current =
    list?.find((d) => (selected ? d.dId === selected.dId : d.IsSelected)) ?? list?.find((d) => d.IsSelected);
  return {
    account: user && current ? { RetailerCode: user.retailercode, DistributorCode: current.dCode } : null,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

export function useLedger(request: TRetailerLedgerRequest | null) {
  return useQuery({
    queryKey: ['ledger', request],
    enabled: request !== null,
    // An empty month (noRetailerLedgerError) is an answer, not a failure worth retrying.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    queryFn: async ({ signal }) =>
      (await apiCall(LEDGER_PATH, request, { schema: ZRetailerLedger, signal })).data,
  });
}

/**
 * Asks for the month's spreadsheet and saves it as AccountLedger_MM_YYYY.xlsx. A refusal answers
 * the usual envelope, which becomes an ApiError like any other call's.
 */
export function downloadLedger(request: TRetailerLedgerRequest): Promise<string> {
  return downloadSpreadsheet(LEDGER_EXPORT_PATH, request, () =>
    ledgerFileName({ month: request.Month, year: request.Year }),
  );
}
