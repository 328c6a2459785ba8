import { LEAD_STATUS_LABELS, type LeadStatus } from '@/enquiries/inbox-rules';

// A lead's status as a badge, with Overdue beside a New lead past its response time. Colours pass AA
// contrast on white, and the words carry the meaning without them.

const TONES: Record<LeadStatus, string> = {
  new: 'bg-blue-100 text-blue-900',
  contacted: 'bg-amber-100 text-amber-900',
  appointment: 'bg-violet-100 text-violet-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-gray-200 text-gray-900',
  junk: 'bg-gray-200 text-gray-900',
};

export function LeadStatusBadge({ status, overdue }: { status: LeadStatus; overdue: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded px-2 py-0.5 text-sm font-bold ${TONES[status]}`}>
        {LEAD_STATUS_LABELS[status]}
      </span>
      {overdue ? (
        <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-bold text-red-900">Overdue</span>
      ) : null}
    </span>
  );
}
