import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// The dealer console (decision 038): served on the console's own hosts only (src/proxy.ts), never indexed.
export const metadata: Metadata = {
  title: { template: '%s · Dealer Console', default: 'Dealer Console' },
  robots: { index: false, follow: false },
};

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return children;
}
