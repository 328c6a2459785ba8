import Image from 'next/image';
import Link from 'next/link';
import { logoUrl } from '@/lib/media-names';
import { BRAND_CELL, type Brand, brandHref, brandSections } from '@/search/brand-rules';

const cellClass =
  'flex h-full flex-col items-center justify-center rounded-site border border-black/10 bg-white p-2';

/**
 * The Brands page grid: Car Brands, Motorcycle Brands, Truck Brands and Our Brands (empty groups left out),
 * each brand a 76x65 logo linking to /{brandslug}/overview, except a skipPage brand, which has no page.
 */
export function BrandGrid({ brands }: { brands: readonly Brand[] }) {
  return (
    <div className="flex flex-col gap-10">
      {brandSections(brands).map((section) => (
        <section key={section.group} aria-labelledby={`brands-${section.group}`}>
          <h2 id={`brands-${section.group}`} className="text-2xl font-extrabold tracking-tight">
            {section.heading}
          </h2>
          <ul className="mt-4 grid grid-cols-3 gap-3 xs:grid-cols-4 sm:grid-cols-5 md:grid-cols-6 lg:grid-cols-8 xl:grid-cols-10">
            {section.brands.map((brand) => {
              const href = brandHref(brand);
              const image = (
                <Image
                  src={brand.logo ?? logoUrl(brand.slug)}
                  alt={brand.title}
                  width={BRAND_CELL.width}
                  height={BRAND_CELL.height}
                  className="h-[65px] w-[76px] object-contain"
                />
              );
              return (
                <li key={`${brand.group}-${brand.slug}`}>
                  {href ? (
                    <Link
                      href={href}
                      className={`${cellClass} transition hover:border-brand hover:shadow-sm`}
                    >
                      {image}
                    </Link>
                  ) : (
                    <div className={cellClass}>{image}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
