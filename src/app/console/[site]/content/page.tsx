import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { ContentTable } from '@/features/console/components/content-table';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, contentKindOf } from '@/features/console/content/content-rules';
import { listSitePages } from '@/features/console/content/site-pages';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { siteTimeZone } from '@/features/console/time-zone';
import { consolePaths } from '@/lib/console-paths';
import { staffAuth, staffCan } from '@/staff';

export const metadata: Metadata = { title: 'Content' };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function ContentPage({ params, searchParams }: Props) {
  const staff = await requirePageStaff();
  const site = await consoleSite((await params).site);
  if (!site || !staffCan(staff, site, 'content.manage')) notFound();
  const kind = contentKindOf(first((await searchParams).kind));
  const { db } = await staffAuth();
  const [pages, timeZone] = await Promise.all([
    listSitePages(db, site.slug, kind, new Date()),
    siteTimeZone(site.slug),
  ]);
  const filters = [
    ['all', 'All'] as const,
    ...CONTENT_KINDS.map((k) => [k, `${CONTENT_KIND_LABELS[k]}s`] as const),
  ];
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Content" current="content" screens={siteScreens(staff, site)} />
      <p className="mb-4 max-w-prose">
        The site’s own pages, sale pages and blog articles. A saved page is on the site within seconds; a page
        with a start date shows from that day, and one past its expiry is off the site.
      </p>
      <p className="mb-4">
        <a
          href={consolePaths.contentNew(site.slug, kind === 'all' ? '' : `kind=${kind}`)}
          className="inline-flex min-h-11 items-center rounded-site bg-brand px-4 font-bold text-brand-contrast"
        >
          New page
        </a>
      </p>
      <nav aria-label="Which pages" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {filters.map(([value, label]) => (
            <li key={value}>
              <a
                href={consolePaths.content(site.slug, value === 'all' ? '' : `kind=${value}`)}
                aria-current={value === kind ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-site border border-brand px-3 font-semibold text-brand aria-[current=page]:bg-brand aria-[current=page]:text-brand-contrast"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-3" role="status">
        {pages.length === 1 ? '1 page' : `${pages.length.toLocaleString('en-AU')} pages`}
      </p>
      <ContentTable site={site.slug} pages={pages} timeZone={timeZone} />
    </ConsoleFrame>
  );
}
