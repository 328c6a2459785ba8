import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { LEAD_KIND_LABELS } from '@/enquiries/inbox-rules';
import { consolePaths } from '@/lib/console-paths';
import { shortDateTimeAt } from '@/lib/dates';
import type { InboxRow } from '../leads/inbox';
import { LeadStatusBadge } from './lead-status-badge';

// The inbox's leads: a table on a wide screen; on a phone each lead is a card led by the shopper's name,
// the whole of it one link to the lead (the same rows, restyled).

function PhoneLabel({ children }: { children: string }) {
  return <span className="font-semibold md:hidden">{children}</span>;
}

export function InboxList({ site, rows, filtered }: { site: string; rows: InboxRow[]; filtered: boolean }) {
  if (rows.length === 0)
    return (
      <p className="rounded-site border border-black/10 bg-white p-4">
        {filtered
          ? 'No lead matches this filter.'
          : 'No leads yet: they appear here the moment a shopper sends one.'}
      </p>
    );
  return (
    <table className="w-full border-collapse bg-white text-left max-md:block">
      <caption className="sr-only">Leads, newest first</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-black/10">
          <th scope="col" className="p-3">
            Shopper
          </th>
          <th scope="col" className="p-3">
            Status
          </th>
          <th scope="col" className="p-3">
            Kind
          </th>
          <th scope="col" className="p-3">
            Vehicle
          </th>
          <th scope="col" className="p-3">
            Assigned to
          </th>
          <th scope="col" className="p-3">
            Received
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block">
        {rows.map((row) => (
          <tr
            key={row.id}
            data-lead={row.id}
            className="border-b border-black/10 align-top max-md:block max-md:py-2 max-md:first:border-t"
          >
            <th scope="row" className="p-3 font-semibold max-md:block max-md:pb-1">
              <a href={consolePaths.lead(site, row.id)} className="text-brand underline underline-offset-2">
                {row.name || row.email || 'No name given'}
              </a>
              {row.dealership ? (
                <span className="block text-sm font-normal text-gray-700">{row.dealership}</span>
              ) : null}
            </th>
            <td className="p-3 max-md:inline-block max-md:py-1">
              <LeadStatusBadge status={row.status} overdue={row.overdue} />
            </td>
            <td className="p-3 max-md:inline-block max-md:py-1">
              {LEAD_KIND_LABELS[row.kind] ?? row.category}
            </td>
            <td className="p-3 max-md:block max-md:py-0">
              {row.vehicle ? (
                <>
                  {vehicleTitle(row.vehicle)}
                  <span className="block text-sm text-gray-700">Stock {row.vehicle.stocknum}</span>
                </>
              ) : (
                <span className="text-gray-700">{row.subcategory ?? row.category}</span>
              )}
            </td>
            <td className="p-3 max-md:block max-md:py-0">
              <PhoneLabel>Assigned to: </PhoneLabel>
              {row.assignee ?? 'Nobody yet'}
            </td>
            <td className="p-3 max-md:block max-md:pt-0 max-md:text-sm">
              <time dateTime={row.createdAt.toISOString()}>
                {shortDateTimeAt(row.createdAt, row.timeZone)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
