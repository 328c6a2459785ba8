import { ContentRoutePage, contentMetadata } from '@/features/pages/components/content-route';
import { paths } from '@/lib/paths';

type Props = { params: Promise<{ site: string; slug: string }> };

export async function generateMetadata({ params }: Props) {
  const { site, slug } = await params;
  return contentMetadata(site, paths.salePage(slug));
}

// Never kept by the page cache (src/lib/cache-tags.ts): the page ends on the second of its expiry.
export const dynamic = 'force-dynamic';

// /pages/{slug}: a dealer's sale page, shown from its start to its expiry; outside them, the site's 404.
export default async function SalePage({ params }: Props) {
  const { site, slug } = await params;
  return <ContentRoutePage siteSlug={site} path={paths.salePage(slug)} />;
}
