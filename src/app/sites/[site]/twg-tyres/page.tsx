import { ContentRoutePage, contentMetadata } from '@/features/pages/components/content-route';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props) {
  return contentMetadata((await params).site, '/twg-tyres');
}

// Read per request; the page cache keeps it under the site's tag, which a change to the page drops.
export const dynamic = 'force-dynamic';

// /twg-tyres: the dealer's own page, stored as Markdown with front matter (decision 025).
export default async function TwgTyresPage({ params }: Props) {
  return <ContentRoutePage siteSlug={(await params).site} path="/twg-tyres" />;
}
