import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BodyTypeTiles } from '@/features/home/components/body-type-tiles';
import { ContentPage } from '@/features/pages/components/content-page';
import { contentMetadata } from '@/features/pages/components/content-route';
import { contentPage } from '@/features/pages/server';
import { formatNumber } from '@/lib/money';
import { paths } from '@/lib/paths';
import { bodyModels, bodySlugPreset, homeStock, slugify } from '@/search';
import { getSite } from '@/tenancy/get-site';
import { pageLeadForm } from '../page-lead-form';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ body?: string | string[] }> };

const BODY = /^[a-z0-9-]{1,40}$/;

export async function generateMetadata({ params }: Props) {
  return contentMetadata((await params).site, paths.models());
}
export const dynamic = 'force-dynamic';

// /models?body={body type} (AF §2): the dealer's models page; with a body type, the models of it in stock,
// each leading to its stock, and the body type's whole stock; without one (or an unknown one), the body
// types in stock to choose from.
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const page = await contentPage(site, paths.models());
  if (!page) notFound();
  const { body } = await searchParams;
  const wanted = typeof body === 'string' && BODY.test(body) ? body : null;
  const preset = wanted ? bodySlugPreset(wanted) : null;
  const models = wanted && preset ? ((await bodyModels(site, wanted)) ?? []) : [];
  const bodies = preset ? [] : (await homeStock(site, 1)).bodies;
  return (
    <ContentPage site={site} page={page} leadForm={pageLeadForm(site.slug)}>
      {!preset && (
        <BodyTypeTiles bodies={bodies} hrefFor={paths.models} heading="Choose a body type" className="mt-8" />
      )}
      {wanted && preset && (
        <section aria-labelledby="body-models" className="mt-8">
          <h2 id="body-models" className="text-xl font-extrabold">
            {preset.heading}
          </h2>
          {models.length > 0 ? (
            <>
              <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {models.map(({ make, model, count }) => (
                  <li key={`${make}|${model}`}>
                    <Link
                      href={paths.search(slugify(make), slugify(model))}
                      className="flex h-full flex-col rounded-site border border-black/10 bg-surface px-4 py-3 transition hover:border-brand"
                    >
                      <span className="font-bold">
                        {make} {model}
                      </span>
                      <span className="text-sm text-gray-700">{formatNumber(count)} in stock</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="mt-6">
                <Link
                  href={paths.search(wanted)}
                  className="inline-block rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast hover:opacity-90"
                >
                  See all {formatNumber(models.reduce((sum, m) => sum + m.count, 0))} in stock
                </Link>
              </p>
            </>
          ) : (
            <p className="mt-4">None in stock right now: tell us what you are after and we will find it.</p>
          )}
        </section>
      )}
    </ContentPage>
  );
}
