import { specialHoursText } from '../rules';
import type { LocationSummary } from '../server';
import { HolidayHoursDialog } from './holiday-hours-dialog';
import { HoursTable } from './hours-table';

/** A location's week and, when it has any, its holiday hours dialog: as its card and the location block show them. */
export function LocationHours({
  location,
  enquireNowForClosedService,
}: {
  location: LocationSummary;
  enquireNowForClosedService: boolean;
}) {
  return (
    <>
      <HoursTable
        week={location.week}
        locationSlug={location.slug}
        locationType={location.locationType}
        enquireNowForClosedService={enquireNowForClosedService}
        caption={`Opening hours of ${location.name}`}
      />
      {location.special.length > 0 && (
        <HolidayHoursDialog
          locationName={location.name}
          days={location.special.map((s) => ({
            date: s.date,
            dateText: s.dateText,
            label: s.label,
            hours: specialHoursText(s),
          }))}
        />
      )}
    </>
  );
}
