/** A dynamic import of a route chunk failed (usually a new deployment removed old chunks). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk \d+ failed/i.test(
    `${error.name} ${error.message}`,
  );
}
