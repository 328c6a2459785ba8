// Runs once when a server process starts: open the database (taking the embedded database's lock at
// once, so no script can open the folder beside the server), apply any pending migration, and build the
// search index in the background so the first shopper does not wait for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDbHandle } = await import('./db');
  await getDbHandle();
  const { searchIndex } = await import('./features/search/search-service');
  searchIndex().catch((error) =>
    console.warn('Search index warm-up failed; it will build on first search', error),
  );
}
