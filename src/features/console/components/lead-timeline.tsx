import { LEAD_STATUS_LABELS, type LeadStatus } from '@/enquiries/inbox-rules';
import { shortDateTimeAt } from '@/lib/dates';
import type { TimelineEntry } from '../leads/lead';

// A lead's story, newest first: what each member did and when, on the lead's own clock, ending with the
// lead arriving.

type Change<T> = { from?: T; to?: T };

function statusText(value: { status?: LeadStatus; lostReason?: string | null } | undefined): string {
  if (!value?.status) return '';
  const label = LEAD_STATUS_LABELS[value.status] ?? value.status;
  return value.lostReason ? `${label} (${value.lostReason})` : label;
}

/** What an entry says happened. */
export function timelineText(entry: TimelineEntry): string {
  const d = entry.detail;
  switch (entry.kind) {
    case 'status': {
      const { from, to } = d as Change<{ status?: LeadStatus; lostReason?: string | null }>;
      return `Status ${statusText(from)} → ${statusText(to)}`;
    }
    case 'assignment': {
      const { to } = d as Change<{ assignee?: string | null }>;
      return to?.assignee ? `Assigned to ${to.assignee}` : 'Given back to the team';
    }
    case 'note':
      return String(d.text ?? '');
    case 'reply': {
      const heading = `Replied by ${d.channel === 'sms' ? 'SMS' : 'email'} to ${String(d.to ?? '')}`;
      return `${heading}\n${d.subject ? `${String(d.subject)}\n` : ''}${String(d.body ?? '')}`;
    }
    case 'delivery_retry':
      return `Delivery to ${String(d.target ?? '')} sent again`;
    case 'overdue':
      return 'Overdue: still New after the response time; the managers were told';
  }
}

export function LeadTimeline({
  entries,
  receivedAt,
  timeZone,
}: {
  entries: TimelineEntry[];
  receivedAt: Date;
  timeZone: string;
}) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-4 border-brand/40 pl-3">
          <p
            className={
              entry.kind === 'note' || entry.kind === 'reply'
                ? 'whitespace-pre-line break-words'
                : 'font-semibold'
            }
          >
            {entry.kind === 'note' ? <span className="font-semibold">Note: </span> : null}
            {timelineText(entry)}
          </p>
          <p className="text-sm text-gray-700">
            {entry.actor ?? 'The platform'},{' '}
            <time dateTime={entry.at.toISOString()}>{shortDateTimeAt(entry.at, timeZone)}</time>
          </p>
        </li>
      ))}
      <li className="border-l-4 border-black/20 pl-3">
        <p className="font-semibold">Lead received</p>
        <p className="text-sm text-gray-700">
          <time dateTime={receivedAt.toISOString()}>{shortDateTimeAt(receivedAt, timeZone)}</time>
        </p>
      </li>
    </ol>
  );
}
