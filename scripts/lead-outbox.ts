// `tsx scripts/lead-outbox.ts`: the lead outbox loop on its own, outside the web server — for a worker
// process beside the app servers, and for the restart test. It delivers what is due every 5 s, on the
// database of DATABASE_URL (or the PGlite folder, when no server holds it), by SMTP_URL or into MAIL_DIR.
// SIGTERM or SIGINT stop it after the delivery in progress.
import { startLeadOutbox } from '../src/enquiries/delivery/outbox';
import { logger } from '../src/lib/logger';
import { openScriptDb } from './script-db';

const handle = await openScriptDb('lead-outbox');
const outbox = startLeadOutbox({ db: handle.db, keepAlive: true });
logger.info({ pid: process.pid, database: handle.kind }, 'Lead outbox running');

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  // A signal can arrive twice (a terminal's Ctrl-C reaches tsx and this process, and tsx relays it);
  // the first one stops the loop, the rest must not cut the delivery in progress short.
  if (stopping) return;
  stopping = true;
  await outbox.stop();
  await handle.close();
  logger.info({ signal }, 'Lead outbox stopped');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
