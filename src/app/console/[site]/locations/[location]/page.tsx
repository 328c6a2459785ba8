import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { LocationForm } from '@/features/console/components/location-form';
import { SiteHeading } from '@/features/console/components/site-heading';
import { settingsScreen } from '@/features/console/page-settings';
import { requirePageStaff } from '@/features/console/page-staff';
import { publicHolidays } from '@/lib/au-public-holidays';
import { consolePaths } from '@/lib/console-paths';
import { readablePhotoFormats } from '@/lib/photos/prepare';
import { type LocationSettings, LocationSettingsSchema } from '@/tenancy/location-settings';

type Props = { params: Promise<{ site: string; location: string }> };

export const metadata: Metadata = { title: 'Location' };

export default async function LocationPage({ params }: Props) {
  const staff = await requirePageStaff();
  const { site: slug, location: locationSlug } = await params;
  const { site, access, view, screens } = await settingsScreen(staff, slug);
  const location = view.locations.find((l) => l.slug === locationSlug);
  if (!location) notFound();
  // The draft's settings for it when it has any (a draft saved before is the one to go on from).
  const drafted = LocationSettingsSchema.safeParse(view.draft?.locations[location.slug]);
  const photos = readablePhotoFormats();
  const settings: LocationSettings = drafted.success ? drafted.data : location.settings;
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title={location.name} current="locations" screens={screens} />
      <p className="mb-4">
        <a href={consolePaths.locations(site.slug)} className="text-brand underline">
          All locations
        </a>
        {drafted.success && ' · Showing this location as the draft has it.'}
      </p>
      <LocationForm
        site={site.slug}
        location={{
          slug: location.slug,
          name: location.name,
          state: location.state,
          timeZone: location.timeZone,
        }}
        settings={settings}
        holidays={publicHolidays(location.state, location.today)}
        document={view.draft?.document ?? view.document}
        draftLocations={view.draft?.locations ?? {}}
        leadEmails={access === 'all'}
        images={{ accept: photos.accept, kinds: photos.names }}
      />
    </ConsoleFrame>
  );
}
