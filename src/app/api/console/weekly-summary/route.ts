import { weeklySummaryRoute } from '@/features/console';

// POST /api/console/weekly-summary: the member's choice of the weekly summary email (owners and managers).
export const POST = weeklySummaryRoute;
