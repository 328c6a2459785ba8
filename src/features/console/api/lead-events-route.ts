import 'server-only';
import { jsonError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { readInboxFilter } from '../leads/filter-rules';
import { leadsSince, newLeadCount } from '../leads/inbox';
import { inboxViewer } from '../leads/viewer';
import { consoleSiteRoute, NOT_FOUND } from './site-route';

// GET /api/console/sites/{site}/leads/events?(the inbox's filter): server-sent events. `count` carries how
// many leads of the member's reach are New (for the title), `lead` each new lead the filter finds (its
// id, name and kind). The stream ends after a minute and the browser reconnects, so a member signed out or
// disabled meanwhile stops hearing within a minute; Last-Event-ID carries the cursor across, so nothing
// that arrived in between is missed.

/** How often the database is asked for new leads: a lead shows within this, well inside 2 s. */
export const LEAD_EVENTS_POLL_MS = 1_000;
const STREAM_LIFETIME_MS = 60_000;
/**
 * Leads are stamped when received but may commit a moment later: each look reaches back this far and
 * skips the ids already sent.
 */
const LATE_COMMIT_MS = 30_000;

function cursorFrom(request: Request, now: Date): Date {
  const last = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('since');
  const at = last && /^\d{13}$/.test(last) ? new Date(Number(last)) : null;
  // A cursor from the future or from long ago is not the browser's own: start from now.
  return at && at <= now && now.getTime() - at.getTime() < 10 * 60_000 ? at : now;
}

export const leadEventsRoute = consoleSiteRoute('leads.read', async (request, staff, db, consoleSite) => {
  const found = await inboxViewer(staff, consoleSite);
  if (!found) return jsonError(404, NOT_FOUND);
  const { viewer } = found;
  const filter = readInboxFilter(new URL(request.url).searchParams);
  const started = new Date();
  let cursor = cursorFrom(request, started);
  const sent = new Set<string>();
  let lastCount = -1;
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        closed = true;
        clearTimeout(timer);
        controller.close();
      };
      request.signal.addEventListener('abort', close);
      send(`retry: 1000\nid: ${cursor.getTime()}\n\n`);
      const look = async () => {
        try {
          const now = new Date();
          const fresh = (
            await leadsSince(db, viewer, filter, new Date(cursor.getTime() - LATE_COMMIT_MS))
          ).filter((lead) => !sent.has(lead.id));
          for (const lead of fresh) {
            sent.add(lead.id);
            send(
              `event: lead\ndata: ${JSON.stringify({ id: lead.id, name: lead.name, kind: lead.kind })}\n\n`,
            );
          }
          const count = await newLeadCount(db, viewer);
          if (count !== lastCount) {
            lastCount = count;
            send(`event: count\ndata: ${count}\n\n`);
          }
          cursor = now;
          send(`id: ${cursor.getTime()}\n\n`);
        } catch (error) {
          // The database was away for a moment: the next look tries again; the page keeps what it has.
          logger.warn({ err: error }, 'Lead events could not be read');
        }
        if (Date.now() - started.getTime() >= STREAM_LIFETIME_MS) close();
        else if (!closed) timer = setTimeout(look, LEAD_EVENTS_POLL_MS);
      };
      void look();
    },
    cancel() {
      closed = true;
      clearTimeout(timer);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
  });
});
