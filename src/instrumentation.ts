// Runs once when a server process starts: open the database (taking the embedded database's lock at
// once, so no script can open the folder beside the server) and apply any pending migration.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDbHandle } = await import('./db');
  await getDbHandle();
}
