import { rollbackRoute } from '@/features/console';

// POST { version }: the site as it was at that version, as a new version (owners).
export const POST = rollbackRoute;
