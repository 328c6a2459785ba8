import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { InlineStylesheet } from '@/ui/inline-stylesheet';

export const metadata: Metadata = { title: 'Dealer Platform' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// Every page is rendered per request (or served from the page cache with the policy of its render): its
// scripts carry the nonce of the Content-Security-Policy it is sent with (src/proxy.ts, decision 029).
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en-AU">
      <body className="min-h-screen antialiased">
        <InlineStylesheet />
        {children}
      </body>
    </html>
  );
}
