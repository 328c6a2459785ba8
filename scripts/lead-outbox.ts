// `tsx scripts/lead-outbox.ts`: the lead outbox alone, a worker (scripts/worker.ts) with that one job — for
// the restart test. It delivers what is due every 5 s, and at once when a lead is queued, on the database
// of DATABASE_URL (or the PGlite folder, when no server holds it), by SMTP_URL or into MAIL_DIR. SIGTERM
// or SIGINT stop it after the delivery in progress.
import { runWorker } from './worker/run';

await runWorker({ owner: 'lead-outbox', only: ['lead-outbox'], title: 'Lead outbox' });
