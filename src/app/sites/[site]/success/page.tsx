import type { Metadata } from 'next';
import { SuccessView } from '@/features/leads/components/success-view';

type Props = { params: Promise<{ site: string }> };

// Shown after a lead (AF §2 /success); personal to the shopper's browser, so never indexed.
export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: true } };

// The same HTML for everyone (the browser fills in the shopper's record): rendered once per site.
export function generateStaticParams() {
  return [];
}

export default async function SuccessPage({ params }: Props) {
  return <SuccessView siteSlug={(await params).site} />;
}
