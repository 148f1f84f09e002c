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
import { APP_VERSION } from '../../lib/app-version';
import { useSession } from '../../lib/session';

export const LEDGER_PATH = '/CustomerLedgerReport/Masters';
export const LEDGER_EXPORT_PATH = '/CustomerLedgerReport/Export';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

function headers(): Record<string, string> {
  const session = useSession.getState();
  const out: Record<string, string> = {
    'content-type': 'application/json',
    accept: `${XLSX_TYPE}, application/json`,
    'app-version': APP_VERSION,
    'device-type': window.matchMedia('(max-width: 767px)').matches ? 'Mobile' : 'Desktop',
    'device-info': navigator.userAgent.slice(0, 200),
  };
  if (session.token) out['user-key'] = session.token;
  if (session.selectedDistributor) out['dist-id'] = String(session.selectedDistributor.dId);
  return out;
}

/**
 * Asks for the month's spreadsheet and saves it as AccountLedger_MM_YYYY.xlsx. A refusal answers
 * the usual envelope, which becomes an ApiError like any other call's.
 */
export async function downloadLedger(request: TRetailerLedgerRequest): Promise<string> {
  if (!useSession.getState().token) throw new ApiError('E000', 'Not signed in', 401);
  let res: Response;
  try {
    res = await fetch(`/api${LEDGER_EXPORT_PATH}`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(request),
    });
  } catch {
    throw new ApiError('NETWORK', 'Network unavailable', 0);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('json')) {
    let code = `HTTP_${res.status}`;
    let message = res.statusText || 'Export failed';
    try {
      const envelope = (await res.json()) as { Code?: string; Msg?: string };
      code = envelope.Code || code;
      message = envelope.Msg || message;
    } catch {
      // not an envelope
    }
    throw new ApiError(code, message, res.status);
  }
  const name = ledgerFileName({ month: request.Month, year: request.Year });
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
