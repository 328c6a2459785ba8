import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CompareBar } from '@/features/compare-picks/components/compare-bar';
import { VisitedPages } from '@/features/leads/components/visited-pages';
import { MobileCallToAction } from '@/features/site-shell/components/mobile-call-to-action';
import { SiteFooter } from '@/features/site-shell/components/site-footer';
import { SiteHeader } from '@/features/site-shell/components/site-header';
import { footerLicences } from '@/features/site-shell/licences';
import { getSite } from '@/tenancy/get-site';
import { siteOpenGraph } from '@/tenancy/page-metadata';
import { PREVIEW_PATH } from '@/tenancy/site-header';
import { visibleLocations } from '@/tenancy/site-locations';
import { siteOrigin } from '@/tenancy/site-origin';
import { themeStyle } from '@/tenancy/theme';
import { Toaster } from '@/ui/toaster';

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const site = await getSite((await params).site);
  if (!site) return {};
  return {
    // Canonical and Open Graph URLs point at the dealer's own domain; each page names its own og:url.
    metadataBase: new URL(siteOrigin(site.config)),
    openGraph: siteOpenGraph(site.config),
    title: { default: `${site.config.name} | ${site.config.tagline}`, template: `%s | ${site.config.name}` },
    description: site.config.copy.heroSubtitle,
    applicationName: site.config.name,
  };
}

export default async function SiteLayout({ children, params }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const { config } = site;
  return (
    <div
      style={themeStyle(config.theme)}
      className="flex min-h-screen flex-col bg-white text-ink max-md:pb-24"
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-site bg-brand px-4 py-2 font-bold text-brand-contrast focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      {site.preview && (
        <section
          aria-label="Preview"
          className="bg-yellow-100 px-4 py-2 text-center text-sm font-semibold text-yellow-950"
        >
          You are previewing an unpublished draft of this site; shoppers do not see it.{' '}
          <a href={`${PREVIEW_PATH}/end`} className="underline">
            End the preview
          </a>
        </section>
      )}
      <SiteHeader config={config} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter config={config} licences={footerLicences(await visibleLocations(site))} />
      <MobileCallToAction config={config} />
      {config.features.compare && <CompareBar siteSlug={config.slug} />}
      <Toaster />
      <VisitedPages site={config.slug} />
    </div>
  );
}
