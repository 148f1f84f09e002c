import { useEffect, useState } from 'react';
import { APP_VERSION } from './app-version';
import { useSession } from './session';

/**
 * A picture the API serves only to the session's header (a complaint's, a survey answer's) as a blob: address (or null while it loads or when it failed). The picture
 * is sent only to the session's header; the browser's cache keeps it (private, immutable).
 */
export function useProtectedImage(url: string): string | null {
  const token = useSession((s) => s.token);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    let made: string | null = null;
    fetch(url, { headers: { 'user-key': token, 'app-version': APP_VERSION }, signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) return;
        made = URL.createObjectURL(await res.blob());
        setSrc(made);
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
      setSrc(null);
    };
  }, [url, token]);
  return src;
}
