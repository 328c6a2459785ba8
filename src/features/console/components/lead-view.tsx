import type { ComponentProps } from 'react';
import { bookingText, leadBooking, vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { LEAD_KIND_LABELS, responseTimeText } from '@/enquiries/inbox-rules';
import { spacedAuPhone } from '@/lib/au-phone';
import { consolePaths } from '@/lib/console-paths';
import { shortDateTimeAt } from '@/lib/dates';
import { formatAud } from '@/lib/money';
import { telHref } from '@/lib/phone';
import type { Choice } from '../leads/choices';
import type { LeadDetail } from '../leads/lead';
import { ConsoleSection } from './console-frame';
import { LeadAssigneeForm, LeadNoteForm, LeadStatusForm, RetryDeliveryButton } from './lead-actions';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadTimeline } from './lead-timeline';
import { ReplyForm } from './reply-form';

// A lead's page. On a phone the shopper and the ways to reach them come first, then what to do (status,
// assignment, a note) and the timeline, then the details; on a wide screen the actions and timeline sit
// in a column beside the details.

const card = 'rounded-site border border-black/10 bg-white p-4';
const DELIVERY_STATUS = {
  pending: 'Waiting',
  delivering: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};

export function LeadView({
  site,
  detail,
  staff,
  me,
  mayWork,
  mayAssignOthers,
  noteMaxLength,
  reply,
}: {
  site: string;
  detail: LeadDetail;
  staff: Choice[];
  me: string;
  mayWork: boolean;
  mayAssignOthers: boolean;
  noteMaxLength: number;
  /** The reply form's start, for a member who works the lead. */
  reply: ComponentProps<typeof ReplyForm> | null;
}) {
  const { lead, payload, car } = detail;
  const booking = leadBooking(payload);
  const preferred = payload.trade_in?.preferred_contact ?? null;
  // The visited pages have their own list below.
  const shown = detail.lines.filter(([label, value]) => value !== '' && label !== 'Visited pages');
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-label="The shopper" className={`${card} lg:col-start-1 lg:row-start-1`}>
        <div className="flex flex-wrap items-center gap-2">
          <LeadStatusBadge status={lead.status} overdue={lead.overdue} />
          <span className="font-semibold">{LEAD_KIND_LABELS[lead.kind] ?? lead.category}</span>
          {lead.subcategory ? <span className="text-gray-700">· {lead.subcategory}</span> : null}
        </div>
        <p className="mt-1 text-sm text-gray-700">
          Received{' '}
          <time dateTime={lead.createdAt.toISOString()}>
            {shortDateTimeAt(lead.createdAt, lead.timeZone)}
          </time>
          {lead.dealership ? ` · ${lead.dealership}` : ''}
          {lead.location ? `, ${lead.location}` : ''}
          {lead.firstResponseAt
            ? ` · First response after ${responseTimeText(lead.createdAt, lead.firstResponseAt)}`
            : ''}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          {lead.phone ? (
            <a
              href={telHref(lead.phone)}
              className="inline-flex min-h-11 items-center rounded-site bg-brand px-4 font-bold text-brand-contrast"
            >
              Call {spacedAuPhone(lead.phone)}
            </a>
          ) : null}
          {lead.email ? (
            <a
              href={`mailto:${lead.email}`}
              className="inline-flex min-h-11 items-center break-all rounded-site border border-brand px-4 font-semibold text-brand"
            >
              Email {lead.email}
            </a>
          ) : null}
        </div>
        {preferred ? <p className="mt-3">Prefers to be contacted by: {preferred}</p> : null}
        {booking ? <p className="mt-1">Test drive booked: {bookingText(booking)}</p> : null}
        {lead.message ? (
          <p className="mt-3 whitespace-pre-line rounded-site bg-surface p-3">{lead.message}</p>
        ) : null}
      </section>

      <div className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {mayWork ? (
          <ConsoleSection title="Work this lead">
            <div className="space-y-5">
              <LeadStatusForm site={site} lead={lead.id} status={lead.status} lostReason={lead.lostReason} />
              <LeadAssigneeForm
                site={site}
                lead={lead.id}
                assigneeId={lead.assigneeId}
                me={me}
                staff={staff}
                mayAssignOthers={mayAssignOthers}
              />
              {!mayAssignOthers ? <p>Assigned to: {lead.assignee ?? 'Nobody yet'}</p> : null}
              <LeadNoteForm site={site} lead={lead.id} maxLength={noteMaxLength} />
            </div>
          </ConsoleSection>
        ) : null}
        {reply ? (
          <ConsoleSection title="Reply to the shopper">
            <ReplyForm {...reply} />
          </ConsoleSection>
        ) : null}
        <ConsoleSection title="Timeline">
          <LeadTimeline entries={detail.timeline} receivedAt={lead.createdAt} timeZone={lead.timeZone} />
        </ConsoleSection>
      </div>

      <div className="space-y-4 lg:col-start-1 lg:row-start-2">
        {lead.vehicle ? (
          <ConsoleSection title="The car">
            <div className="flex flex-wrap gap-4">
              {car?.photo ? (
                // biome-ignore lint/performance/noImgElement: a thumbnail from the media store, already sized
                <img
                  src={car.photo}
                  alt=""
                  width={160}
                  height={107}
                  className="h-auto w-40 rounded-site object-cover"
                />
              ) : null}
              <div>
                <p className="font-bold">{vehicleTitle(lead.vehicle)}</p>
                <p>Stock number {lead.vehicle.stocknum}</p>
                <p>
                  Price when sent: {car?.priceThen ? formatAud(car.priceThen) : 'none shown'}
                  {car ? ` · now: ${car.priceNow ? formatAud(car.priceNow) : 'none shown'}` : ''}
                </p>
                <p className="font-semibold">
                  {car ? (car.available ? 'In stock' : 'Sold or withdrawn') : 'No longer in the stock'}
                </p>
                {car?.available ? (
                  <a href={car.link} className="font-semibold text-brand underline">
                    See it on the site
                  </a>
                ) : null}
              </div>
            </div>
          </ConsoleSection>
        ) : null}

        <ConsoleSection title="What the shopper sent">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
            {shown.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="mb-2 whitespace-pre-line break-words sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </ConsoleSection>

        {detail.visitedPages.length > 0 ? (
          <ConsoleSection title="Pages they visited">
            <ol className="list-decimal space-y-1 pl-6">
              {detail.visitedPages.map((page, index) => (
                <li key={`${index}-${page}`} className="break-all">
                  {page}
                </li>
              ))}
            </ol>
          </ConsoleSection>
        ) : null}

        <ConsoleSection title="Delivered to">
          <ul className="space-y-3">
            {detail.deliveries.map((delivery) => (
              <li key={delivery.id}>
                <p className="break-all font-semibold">
                  {delivery.channel === 'email' ? 'Email' : 'CRM webhook'}: {delivery.target}
                </p>
                <p>
                  {DELIVERY_STATUS[delivery.status]}
                  {delivery.deliveredAt ? `, ${shortDateTimeAt(delivery.deliveredAt, lead.timeZone)}` : ''} ·{' '}
                  {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                </p>
                {delivery.lastError ? (
                  <p className="text-sm text-red-900">Last error: {delivery.lastError}</p>
                ) : null}
                {mayWork && delivery.status === 'failed' ? (
                  <RetryDeliveryButton site={site} lead={lead.id} delivery={delivery.id} />
                ) : null}
              </li>
            ))}
          </ul>
        </ConsoleSection>

        <ConsoleSection title="Their other leads">
          {detail.otherLeads.length === 0 ? (
            <p>None on this site with this email or mobile.</p>
          ) : (
            <ul className="space-y-2">
              {detail.otherLeads.map((other) => (
                <li key={other.id}>
                  <a href={consolePaths.lead(site, other.id)} className="font-semibold text-brand underline">
                    {LEAD_KIND_LABELS[other.kind] ?? other.category}
                    {other.vehicle ? `: ${vehicleTitle(other.vehicle)}` : ''}
                  </a>{' '}
                  <LeadStatusBadge status={other.status} overdue={other.overdue} />
                  <span className="block text-sm text-gray-700">
                    {shortDateTimeAt(other.createdAt, other.timeZone)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ConsoleSection>
      </div>
    </div>
  );
}
