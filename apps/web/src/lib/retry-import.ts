/**
 * A loader of code split into its own chunk that tries again when the download fails. On a phone
 * on a weak network one dropped request would otherwise leave the screen unopenable until the page
 * is reloaded: browsers fetch a failed dynamic import again when it is asked again, so waiting a
 * little and asking again is enough. Callers share a download in progress (a screen's early load
 * and the router's); after the last failure, passed on to the route's error screen, the next call
 * starts afresh.
 */
export function retryImport<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = [500, 2000],
): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const attempt = async () => {
    for (let tries = 0; ; tries++) {
      try {
        return await load();
      } catch (error) {
        const delay = delaysMs[tries];
        if (delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
  return () => {
    loading ??= attempt().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** Whether an error is a chunk that could not be downloaded (Chromium, Firefox and Safari's words). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}
