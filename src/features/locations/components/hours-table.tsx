import Link from 'next/link';
import type { WeekdayHours } from '@/lib/opening-hours';
import { paths } from '@/lib/paths';
import { closedDayLabel, hoursRows } from '../rules';

type Props = {
  week: readonly WeekdayHours[];
  locationSlug: string;
  locationType: string;
  enquireNowForClosedService: boolean;
  caption?: string;
};

/**
 * The opening-hours table, Monday to Sunday with Sunday last, days with the same hours on one row; a
 * closed day reads Closed, or Enquire Now (the location's contact form) at a service location of a site
 * that asks for it.
 */
export function HoursTable({ week, locationSlug, locationType, enquireNowForClosedService, caption }: Props) {
  const closed = closedDayLabel(locationType, enquireNowForClosedService);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption ?? 'Opening hours'}</caption>
      <tbody>
        {hoursRows(week).map((row) => (
          <tr key={row.days} className="border-b border-black/5 last:border-0">
            <th scope="row" className="py-1 pr-3 text-left font-semibold">
              {row.days}
            </th>
            <td className="whitespace-nowrap py-1 text-right">
              {row.hours ??
                (closed === 'Enquire Now' ? (
                  <Link
                    href={paths.contactLocation(locationSlug)}
                    className="font-semibold text-brand-ink underline"
                  >
                    Enquire Now
                  </Link>
                ) : (
                  'Closed'
                ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
