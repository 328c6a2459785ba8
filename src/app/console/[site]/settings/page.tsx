import type { Metadata } from 'next';
import { errorsIn } from '@/compliance/rules';
import { breachLink } from '@/features/console/compliance-links';
import { BreachList } from '@/features/console/components/breach-list';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { DraftActions } from '@/features/console/components/draft-actions';
import { SiteHeading } from '@/features/console/components/site-heading';
import { settingsScreen } from '@/features/console/page-settings';
import { requirePageStaff } from '@/features/console/page-staff';
import { groupOfPath, SETTING_GROUPS } from '@/features/console/settings/setting-groups';
import { draftCompliance } from '@/features/console/settings/site-settings';
import { siteLinkOrigin } from '@/features/console/site-link';
import { consolePaths } from '@/lib/console-paths';
import { shortDateTimeAt } from '@/lib/dates';
import { MANAGER_SETTINGS } from '@/tenancy/setting-editors';
import { PREVIEW_PATH } from '@/tenancy/site-header';

export const metadata: Metadata = { title: 'Settings' };

type Props = { params: Promise<{ site: string }> };

const cardClass = 'block h-full rounded-site border border-black/15 bg-white p-4 hover:border-brand';

export default async function SettingsPage({ params }: Props) {
  const staff = await requirePageStaff();
  const { site, access, view, db, timeZone, screens } = await settingsScreen(staff, (await params).site);
  const { draft } = view;
  const groups = SETTING_GROUPS.filter(
    (group) => access === 'all' || group.keys.some((key) => MANAGER_SETTINGS.includes(key)),
  );
  const origin = await siteLinkOrigin(view.config);
  const draftBreaches = draft ? await draftCompliance(db, site.slug, draft) : [];
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Settings" current="settings" screens={screens} />
      <p className="mb-4 max-w-prose">
        The site’s settings and its locations’ hours. A change goes into a draft first: preview the real site
        with it, then publish it. Every published version is kept, and the site can be rolled back to any of
        them.
        {access === 'managed' &&
          ' As a manager you change the site’s words, offers, reviews and hours; owners change the rest.'}
      </p>
      <section
        aria-labelledby="draft-heading"
        className="mb-6 rounded-site border border-black/15 bg-white p-4"
      >
        <h2 id="draft-heading" className="mb-2 text-xl font-bold">
          Draft
        </h2>
        {draft ? (
          <div className="space-y-3">
            <p>
              Last saved by {draft.updatedBy} on {shortDateTimeAt(draft.updatedAt, timeZone)}, from version{' '}
              {draft.baseVersion}.
              {draft.baseVersion !== view.version &&
                ` The site has changed since (it is at version ${view.version}): this draft cannot be published; discard it and start again.`}
            </p>
            {draft.changes.length > 0 ? (
              <>
                <p className="font-semibold">It changes:</p>
                <ul className="list-disc pl-5">
                  {draft.changes.map((path) => {
                    const group = groupOfPath(path);
                    const location = path.startsWith('locations.') ? path.split('.')[1] : null;
                    const href = group
                      ? consolePaths.settingsGroup(site.slug, group.id)
                      : location
                        ? consolePaths.location(site.slug, location)
                        : null;
                    return (
                      <li key={path}>
                        {href ? (
                          <a href={href} className="text-brand underline">
                            {path}
                          </a>
                        ) : (
                          path
                        )}
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : (
              <p>It changes nothing yet.</p>
            )}
            <p>
              <a
                href={`${origin}${PREVIEW_PATH}?token=${encodeURIComponent(draft.previewToken)}`}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center rounded-site border border-brand bg-white px-4 font-semibold text-brand"
              >
                Preview the site with this draft<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
            <p className="text-sm text-gray-700">
              The preview is yours alone: it opens in this browser only, and ends when the draft is published
              or discarded.
            </p>
            {draftBreaches.length > 0 && (
              <section aria-labelledby="draft-compliance" className="space-y-2">
                <h3 id="draft-compliance" className="font-bold">
                  {errorsIn(draftBreaches).length > 0
                    ? 'The compliance check will refuse this draft until these are fixed'
                    : 'The compliance check asks for a look at these'}
                </h3>
                <BreachList breaches={draftBreaches} linkOf={(breach) => breachLink(site.slug, breach)} />
              </section>
            )}
          </div>
        ) : (
          <p>There is no draft: the site is as published (version {view.version}).</p>
        )}
        {/* Kept in place with or without a draft, so what publishing or discarding said stays said. */}
        <div className="mt-3">
          <DraftActions site={site.slug} hasDraft={draft !== null} />
        </div>
      </section>
      <h2 className="mb-3 text-xl font-bold">What to change</h2>
      <ul className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <a href={consolePaths.locations(site.slug)} className={cardClass}>
            <span className="block font-bold text-brand">Locations</span>
            <span className="text-sm">
              Opening hours, holiday hours, phones, lead emails, photo and map position.
            </span>
          </a>
        </li>
        {groups.map((group) => (
          <li key={group.id}>
            <a href={consolePaths.settingsGroup(site.slug, group.id)} className={cardClass}>
              <span className="block font-bold text-brand">{group.title}</span>
              <span className="text-sm">{group.summary}</span>
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a href={consolePaths.settingsHistory(site.slug)} className="font-semibold text-brand underline">
          History of published versions
        </a>
      </p>
    </ConsoleFrame>
  );
}
