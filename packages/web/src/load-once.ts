/**
 * Wraps a chunk's `import()` so every caller shares one fetch (a route's loader warming it, the
 * component rendering it); a failed fetch is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
