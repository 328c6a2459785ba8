import { ContentRoutePage, contentMetadata } from '@/features/pages/components/content-route';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props) {
  return contentMetadata((await params).site, '/spin-to-win');
}

// Read per request; the page cache keeps it under the site's tag, which a change to the page drops.
export const dynamic = 'force-dynamic';

// /spin-to-win: the dealer's promotion and its entry form; behind sign-in where the site gates it.
export default async function SpinToWinPage({ params }: Props) {
  return <ContentRoutePage siteSlug={(await params).site} path="/spin-to-win" />;
}
