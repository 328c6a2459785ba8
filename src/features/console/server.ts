// The console's background work, for the worker (src/worker/jobs.ts).
export { markOverdueLeads, startOverdueLeads } from './leads/overdue';
export { sendWeeklySummaries, startWeeklySummaries } from './reports/weekly-summary';
