import Link from 'next/link';
import type { ReactNode } from 'react';
import { ContentBody } from '@/content/content-body';
import { paths } from '@/lib/paths';
import { telHref } from '@/lib/phone';
import type { Site } from '@/tenancy/get-site';
import { MapPinIcon } from '@/ui/icons/map-pin';
import { PhoneIcon } from '@/ui/icons/phone';
import { StaticImage } from '@/ui/static-image';
import type { ContentPageView } from '../server';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { PageFormSection, type PageLeadForm } from './page-form';

/**
 * A content page: breadcrumb, title, lead, hero image, the dealer's Markdown, then its form if it has one;
 * beside it (below it on a phone) the dealer's phone and address.
 */
export function ContentPage({
  site,
  page,
  trail = [],
  before,
  children,
  leadForm,
}: {
  site: Site;
  page: ContentPageView;
  /** The page's form (front matter `form`), drawn by the route. */
  leadForm: PageLeadForm;
  trail?: Crumb[];
  /** Shown between the lead and the body (an article's date and category). */
  before?: ReactNode;
  /** Shown after the body (the models of a body type). */
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article className="min-w-0">
        <Breadcrumb trail={trail} current={page.title} />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-gray-700">{page.description}</p>
        {before}
        {page.meta.hero && (
          <StaticImage
            src={page.meta.hero}
            alt={page.meta.heroAlt ?? ''}
            width={1200}
            height={630}
            priority
            sizes="(min-width: 1280px) 768px, 100vw"
            className="mt-6 h-auto w-full max-w-3xl rounded-site object-cover"
          />
        )}
        <ContentBody html={page.html} />
        {children}
        <PageFormSection meta={page.meta} leadForm={leadForm} />
      </article>
      <aside
        aria-label="Talk to us"
        className="h-fit space-y-3 rounded-site bg-surface p-5 lg:sticky lg:top-24"
      >
        <h2 className="text-lg font-extrabold">Talk to us</h2>
        <p className="text-sm text-gray-700">
          Questions about anything on this page? Our team is happy to help.
        </p>
        <a
          href={telHref(site.config.phones.sales)}
          className="inline-flex items-center gap-2 rounded-site bg-brand px-4 py-3 font-bold text-brand-contrast hover:opacity-90"
        >
          <PhoneIcon aria-hidden="true" className="size-4" />
          Call {site.config.phones.sales}
        </a>
        <p className="flex items-start gap-2 text-sm">
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {site.config.address}
        </p>
        <p className="text-sm">
          <Link href={paths.contact()} className="font-semibold text-brand-ink underline">
            Send us a message
          </Link>
        </p>
      </aside>
    </div>
  );
}
