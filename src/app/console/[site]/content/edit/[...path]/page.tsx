import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BLOG_CATEGORIES, type BlogCategory, contentPathOf, isBlogCategory } from '@/content/rules';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { ContentEditor } from '@/features/console/components/content-editor';
import { stateText } from '@/features/console/components/content-table';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { readPageFields } from '@/features/console/content/site-pages';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { siteLinkOrigin } from '@/features/console/site-link';
import { siteTimeZone } from '@/features/console/time-zone';
import { consolePaths } from '@/lib/console-paths';
import { readablePhotoFormats } from '@/lib/photos/prepare';
import { staffAuth, staffCan } from '@/staff';
import { getSite } from '@/tenancy/get-site';

type Props = { params: Promise<{ site: string; path: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = contentPathOf((await params).path);
  return { title: path ? `Edit ${path}` : 'Edit page' };
}

export default async function EditContentPage({ params }: Props) {
  const staff = await requirePageStaff();
  const { site: slug, path: segments } = await params;
  const site = await consoleSite(slug);
  const path = contentPathOf(segments);
  if (!site || !path || !staffCan(staff, site, 'content.manage')) notFound();
  const { db } = await staffAuth();
  const [page, timeZone, live] = await Promise.all([
    readPageFields(db, site.slug, path, new Date()),
    siteTimeZone(site.slug),
    getSite(site.slug),
  ]);
  if (!page) notFound();
  const { accept, names } = readablePhotoFormats();
  const siteUrl =
    live && page.state.state === 'live' ? `${await siteLinkOrigin(live.config)}${page.path}` : null;
  const category: BlogCategory =
    page.category && isBlogCategory(page.category) ? page.category : BLOG_CATEGORIES[0].slug;
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading
        site={site}
        title={`Edit ${page.path}`}
        current="content"
        screens={siteScreens(staff, site)}
      />
      <p className="mb-4">
        <a
          href={consolePaths.content(site.slug)}
          className="inline-flex min-h-11 items-center text-brand underline"
        >
          All pages
        </a>
      </p>
      <ContentEditor
        site={site.slug}
        existing={{
          path: page.path,
          state: stateText(page.state, timeZone),
          unpublished: page.state.state === 'unpublished',
          siteUrl,
        }}
        images={{ accept, kinds: names }}
        initial={{
          kind: page.kind,
          category,
          path: page.path,
          title: page.title,
          description: page.description,
          start: page.start,
          expiry: page.expiry,
          hero: page.hero,
          heroAlt: page.heroAlt,
          form: page.form,
          body: page.body,
        }}
      />
    </ConsoleFrame>
  );
}
