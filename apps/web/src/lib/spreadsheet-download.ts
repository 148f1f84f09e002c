/**
 * Downloads a spreadsheet the server builds from a POST call (the order history and ledger
 * exports) and saves it in the browser. A refusal comes as the usual envelope (JSON), which
 * becomes an ApiError like any other call's.
 */
import { ApiError } from './api';
import { APP_VERSION } from './app-version';
import { useSession } from './session';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
 * POSTs `body` to `/api<path>` and saves the answer under the name `nameOf` gives it (it sees the
 * response, for a server-given name); answers the name saved.
 */
export async function downloadSpreadsheet(
  path: string,
  body: unknown,
  nameOf: (res: Response) => string,
): Promise<string> {
  if (!useSession.getState().token) throw new ApiError('E000', 'Not signed in', 401);
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method: 'POST', headers: headers(), body: JSON.stringify(body) });
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
  const name = nameOf(res);
  saveBlob(await res.blob(), name);
  return name;
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
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
}
