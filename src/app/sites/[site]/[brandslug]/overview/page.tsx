import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { SaveSearch } from '@/features/saved-searches/components/save-search';
import { SearchPage } from '@/features/search/components/results/search-page';
import { logoUrl } from '@/lib/media-names';
import { paths } from '@/lib/paths';
import { brandPreset } from '@/search/brand-rules';
import { brandBySlug, brandStockContext } from '@/search/brands';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';
import { CardActions } from '../../card-actions';

type Props = {
  params: Promise<{ site: string; brandslug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The site and brand of a /{brandslug}/overview request, or null: no brands page, unknown or skipPage brand. */
async function resolve(params: Props['params']) {
  const { site: siteSlug, brandslug } = await params;
  const site = await getSite(siteSlug);
  if (!site?.config.features.brandsPage) return null;
  const brand = await brandBySlug(site.id, brandslug);
  if (!brand || brand.skipPage) return null;
  return { site, brand };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const resolved = await resolve(params);
  if (!resolved) return {};
  const { brand } = resolved;
  const basePath = paths.brand(brand.slug);
  const page = Number((await searchParams).page) || 1;
  return {
    ...sitePageMetadata(resolved.site.config, {
      title: brand.title,
      path: page > 1 ? `${basePath}?page=${page}` : basePath,
    }),
    description: brand.description[0],
  };
}

// One page per brand (SV §2, §3): banner, logo, title and description, then the brand's stock.
export default async function BrandOverviewPage({ params, searchParams }: Props) {
  const resolved = await resolve(params);
  if (!resolved) notFound();
  const { site, brand } = resolved;
  const preset = brandPreset(brand, await brandStockContext(site));
  return (
    <>
      <section aria-labelledby="brand-title">
        {brand.banner && (
          <div className="relative aspect-[16/5] max-h-80 w-full overflow-hidden bg-surface">
            <Image src={brand.banner} alt="" fill priority sizes="100vw" className="object-cover" />
          </div>
        )}
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-start sm:gap-6">
          <Image
            src={brand.logo ?? logoUrl(brand.slug)}
            alt={`${brand.title} logo`}
            width={152}
            height={130}
            className="h-[130px] w-[152px] shrink-0 rounded-site border border-black/10 bg-white object-contain p-2"
          />
          <div className="flex flex-col gap-3">
            <h1 id="brand-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {brand.title}
            </h1>
            {brand.description.map((paragraph, index) => (
              <p key={index} className="max-w-3xl text-gray-700">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>
      <SearchPage
        cardActions={CardActions}
        site={site}
        basePath={paths.brand(brand.slug)}
        heading={`${brand.title} stock`}
        preset={preset}
        searchParams={await searchParams}
        variant="cars"
        headingLevel="h2"
        actions={<SaveSearch site={site} />}
      />
    </>
  );
}
