import { notFound } from 'next/navigation';
import { contentPathOf } from '@/features/pages';
import { ContentRoutePage, contentMetadata } from '@/features/pages/components/content-route';
import { pageLeadForm } from '../page-lead-form';

type Props = { params: Promise<{ site: string; rest: string[] }> };

export async function generateMetadata({ params }: Props) {
  const { site, rest } = await params;
  const path = contentPathOf(rest);
  return path ? contentMetadata(site, path) : {};
}

// Read per request. The page cache keeps it under the site's tag (src/lib/cache-tags.ts), which a change to
// the site's pages drops; not sale pages (/pages/…, which end on the second of their expiry) nor a page
// behind sign-in (/spin-to-win).
export const dynamic = 'force-dynamic';

// Every path no other route serves (decision 025): the site's stored page at that path (/about-us,
// /pages/summer-sale, /hilux/accessories, or any a dealer adds), else the site's own 404. A path no page
// could have (uppercase, '..', a NUL, too long) is the 404 without a look-up.
export default async function ContentOrNotFoundPage({ params }: Props) {
  const { site, rest } = await params;
  const path = contentPathOf(rest);
  if (!path) notFound();
  return <ContentRoutePage siteSlug={site} path={path} leadForm={pageLeadForm(site)} />;
}
