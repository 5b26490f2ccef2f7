export async function ensureSearchIndexes() {}
