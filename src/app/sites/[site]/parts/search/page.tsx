import { ContentRoutePage, contentMetadata } from '@/features/pages/components/content-route';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props) {
  return contentMetadata((await params).site, '/parts/search');
}

// Read per request; the page cache keeps it under the site's tag, which a change to the page drops.
export const dynamic = 'force-dynamic';

// /parts/search: the parts department's page and its parts enquiry (AF §1: parts customers).
export default async function PartsSearchPage({ params }: Props) {
  return <ContentRoutePage siteSlug={(await params).site} path="/parts/search" />;
}
