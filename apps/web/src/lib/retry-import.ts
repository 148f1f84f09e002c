/**
 * A loader of code split into its own chunk that tries again when the download fails. On a phone
 * on a weak network one dropped request would otherwise leave the screen unopenable until the page
 * is reloaded: browsers fetch a failed dynamic import again when it is asked again, so waiting a
 * little and asking again is enough. The last failure is passed on (the route's error screen).
 */
export function retryImport<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = [500, 2000],
): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await load();
      } catch (error) {
        const delay = delaysMs[attempt];
        if (delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
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
