import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BLOG_CATEGORIES } from '@/content/rules';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { ContentEditor } from '@/features/console/components/content-editor';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { contentKindOf, pathPrefix } from '@/features/console/content/content-rules';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { consolePaths } from '@/lib/console-paths';
import { readablePhotoFormats } from '@/lib/photos/prepare';
import { staffCan } from '@/staff';

export const metadata: Metadata = { title: 'New page' };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function NewContentPage({ params, searchParams }: Props) {
  const staff = await requirePageStaff();
  const site = await consoleSite((await params).site);
  if (!site || !staffCan(staff, site, 'content.manage')) notFound();
  const asked = contentKindOf([(await searchParams).kind].flat()[0]);
  const kind = asked === 'all' ? 'page' : asked;
  const category = BLOG_CATEGORIES[0].slug;
  const { accept, names } = readablePhotoFormats();
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="New page" current="content" screens={siteScreens(staff, site)} />
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
        existing={null}
        images={{ accept, kinds: names }}
        initial={{
          kind,
          category,
          path: pathPrefix(kind, category),
          title: '',
          description: '',
          start: '',
          expiry: '',
          hero: '',
          heroAlt: '',
          form: '',
          body: '',
        }}
      />
    </ConsoleFrame>
  );
}
