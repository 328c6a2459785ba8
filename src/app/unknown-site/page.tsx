import { notFound } from 'next/navigation';

// The proxy sends hosts that match no site here when no DEFAULT_SITE is set.
export default function UnknownSite() {
  notFound();
}
