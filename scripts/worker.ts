// `npm run worker`: the background jobs in a process of their own (scripts/worker/run.ts): the lead and
// shopper-message outboxes, saved-search alerts, housekeeping, the quote refresh and the reservation
// keeper, on the database of DATABASE_URL (or the PGlite folder, when no server holds it). Web processes
// started with WORKER=off run none of them; `npm start` on a PostgreSQL server starts one of these beside
// its web process. SIGTERM or SIGINT stop it after the work in progress.
import { runWorker } from './worker/run';

await runWorker({ owner: 'worker' });
