import { SuccessView } from '@/features/leads/components/success-view';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';

type Props = { params: Promise<{ site: string }> };

// Shown after a lead (AF §2 /success); personal to the shopper's browser, so never indexed.
export const generateMetadata = pageMetadataFor({
  title: 'Thank you',
  path: paths.success(),
  robots: { index: false, follow: true },
});

export default async function SuccessPage({ params }: Props) {
  return <SuccessView siteSlug={(await params).site} />;
}
