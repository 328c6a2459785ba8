import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import type { JsonNode } from '@/features/console/components/schema-field';
import { SettingsForm } from '@/features/console/components/settings-form';
import { SiteHeading } from '@/features/console/components/site-heading';
import { settingsScreen } from '@/features/console/page-settings';
import { requirePageStaff } from '@/features/console/page-staff';
import { settingGroup } from '@/features/console/settings/setting-groups';
import { consolePaths } from '@/lib/console-paths';
import { readablePhotoFormats } from '@/lib/photos/prepare';
import { siteConfigJsonSchema } from '@/tenancy/site-config-json-schema';

type Props = { params: Promise<{ site: string; group: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: settingGroup((await params).group)?.title ?? 'Settings' };
}

export default async function SettingsGroupPage({ params }: Props) {
  const staff = await requirePageStaff();
  const { site: slug, group: id } = await params;
  const group = settingGroup(id);
  if (!group) notFound();
  const { site, access, view, screens, timeZone } = await settingsScreen(staff, slug);
  const properties = siteConfigJsonSchema().properties as Record<string, JsonNode>;
  const photos = readablePhotoFormats();
  const schema = Object.fromEntries(group.keys.map((key) => [key, properties[key]]));
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title={group.title} current="settings" screens={screens} />
      <p className="mb-4 max-w-prose">
        {group.summary} Saving puts the change in the site’s draft;{' '}
        <a href={consolePaths.settings(site.slug)} className="text-brand underline">
          preview and publish it from Settings
        </a>
        .
      </p>
      <SettingsForm
        site={site.slug}
        keys={group.keys}
        schema={schema}
        document={view.draft?.document ?? view.document}
        current={view.config}
        draftLocations={view.draft?.locations ?? {}}
        allSettings={access === 'all'}
        timeZone={timeZone}
        images={{ accept: photos.accept, kinds: photos.names }}
      />
    </ConsoleFrame>
  );
}
