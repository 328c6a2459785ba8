import { notFound } from 'next/navigation';
import { BrandGrid } from '@/features/brands/components/brand-grid';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { siteBrands } from '@/search/brands';
import { getSite } from '@/tenancy/get-site';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = pageMetadataFor({ title: 'Our Brands', path: paths.brands() });

// The Brands page (SV §2): only on sites that present one, e.g. a dealer group.
export default async function BrandsPage({ params }: Props) {
  const site = await getSite((await params).site);
  if (!site?.config.features.brandsPage) notFound();
  const brands = await siteBrands(site.id);
  return (
    <>
      <div className="border-b border-black/10 bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="text-3xl font-extrabold tracking-tight">Brands</h1>
          <p className="mt-1 text-gray-700">
            Every brand {site.config.name} sells. Choose one to see its stock.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8">
        {brands.length > 0 ? (
          <BrandGrid brands={brands} />
        ) : (
          <p className="text-gray-700">No brands to show yet.</p>
        )}
      </div>
    </>
  );
}
