import { reportCsvRoute } from '@/features/console';

// GET /api/console/sites/{site}/reports/{report}.csv: one report of the Reports screen as CSV.
export const GET = reportCsvRoute;
