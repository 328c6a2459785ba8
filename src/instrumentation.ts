// Runs once when a server process starts: open the database (taking the embedded database's lock at
// once, so no script can open the folder beside the server), apply any pending migration, start the lead
// outbox (leads stored by an earlier run, or by a process that died, are delivered from here), and build
// the search index in the background so the first shopper does not wait for it. Nothing of this runs
// during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDbHandle } = await import('./db');
  const handle = await getDbHandle();
  const { startLeadOutbox } = await import('./features/leads/delivery/outbox');
  startLeadOutbox({ db: handle.db });
  const { searchIndex } = await import('./features/search/search-service');
  searchIndex().catch((error) =>
    console.warn('Search index warm-up failed; it will build on first search', error),
  );
}
