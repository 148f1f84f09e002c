/**
 * Pictures the server hands only to their owner's session (complaint, survey answer and store
 * pictures): an <img> cannot send the session header, so the picture is fetched with it and shown
 * from a blob: address. The browser's cache keeps it (private, immutable).
 */
import { useEffect, useState } from 'react';
import { APP_VERSION } from './app-version';
import { useSession } from './session';

/** The picture at `url` as a blob: address, or null while it loads or when it failed. */
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
