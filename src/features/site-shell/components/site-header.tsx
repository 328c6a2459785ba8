import { getImageProps } from 'next/image';
import Link from 'next/link';
import { paths } from '@/lib/paths';
import { telHref } from '@/lib/phone';
import type { SiteConfig } from '@/tenancy/site-config';
import { Disclosure, NO_MARKER } from '@/ui/accordion';
import { BookmarkIcon } from '@/ui/icons/bookmark';
import { CarFrontIcon } from '@/ui/icons/car-front';
import { ChevronDownIcon } from '@/ui/icons/chevron-down';
import { MenuIcon } from '@/ui/icons/menu';
import { PhoneIcon } from '@/ui/icons/phone';
import { UserRoundIcon } from '@/ui/icons/user-round';
import { brandMegaMenu, type MegaMenuGroup, menuGroupLinks } from '../menu';
import { HEADER_MENU } from './header-menu-marker';
import { MenuKeys } from './menu-keys';
import { SiteLogo } from './site-logo';

type MenuItem = SiteConfig['header']['menu'][number];

// Menus are native disclosures: keyboard and screen-reader operable with no client JavaScript (MenuKeys
// adds Escape and closing by a press outside); the main menus share a name, so opening one closes the other.
export function SiteHeader({ config }: { config: SiteConfig }) {
  const { menu } = config.header;
  const megaMenu = brandMegaMenu(config);
  // The Brands item opens the brand logos instead of going straight to /brands.
  const opensBrands = (item: MenuItem) =>
    item.href === paths.brands() && item.children.length === 0 && megaMenu.length > 0;
  return (
    <header className="border-b border-black/10 bg-white">
      <div className="bg-accent text-accent-contrast">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 text-xs">
          <p className="truncate">{config.tagline}</p>
          <p className="hidden shrink-0 lg:block">{config.address}</p>
          <AccountLinks config={config} />
        </div>
      </div>
      <div className="relative mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <SiteLogo config={config} />
        <nav aria-label="Main" className="ml-auto hidden xl:block">
          <ul className="flex items-center text-sm font-semibold whitespace-nowrap">
            {menu.map((item) => (
              <li key={item.label} className="relative">
                {opensBrands(item) ? (
                  <BrandMegaMenu label={item.label} groups={megaMenu} />
                ) : item.children.length === 0 ? (
                  <Link className="block rounded-site px-2.5 py-2 hover:bg-surface" href={item.href}>
                    {item.label}
                  </Link>
                ) : (
                  <Disclosure
                    {...HEADER_MENU}
                    name="main-menu"
                    animate={false}
                    className="group"
                    summaryClassName={`${NO_MARKER} flex cursor-pointer items-center gap-1 rounded-site px-2.5 py-2 hover:bg-surface`}
                    summary={
                      <>
                        {item.label}
                        <ChevronDownIcon className="size-4 transition group-open:rotate-180" />
                      </>
                    }
                  >
                    <ul className="absolute right-0 z-30 mt-1 min-w-52 rounded-site border border-black/10 bg-white p-1 shadow-lg">
                      {menuGroupLinks(item).map((child) => (
                        <li key={child.label}>
                          <Link
                            className="block rounded-site px-3 py-2 font-medium hover:bg-surface"
                            href={child.href}
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Disclosure>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={telHref(config.phones.sales)}
          className="ml-auto hidden shrink-0 items-center gap-2 whitespace-nowrap rounded-site bg-brand px-4 py-2.5 text-sm font-bold text-brand-contrast sm:flex xl:ml-2"
        >
          <PhoneIcon className="size-4" />
          <span>
            <span className="sr-only">Call sales on </span>
            {config.phones.sales}
          </span>
        </a>
        <Disclosure
          {...HEADER_MENU}
          animate={false}
          className="group ml-auto sm:ml-0 xl:hidden"
          summaryClassName={`${NO_MARKER} flex cursor-pointer items-center gap-2 rounded-site border border-black/15 px-3 py-2 text-sm font-semibold`}
          summary={
            <>
              <MenuIcon className="size-5" />
              Menu
            </>
          }
        >
          <nav
            aria-label="Mobile"
            className="absolute inset-x-0 z-40 mt-3 max-h-[80vh] overflow-y-auto border-y border-black/10 bg-white px-4 py-3 shadow-xl"
          >
            <ul className="divide-y divide-black/5">
              {menu.map((item) => (
                <li key={item.label} className="py-1">
                  {opensBrands(item) ? (
                    <Disclosure
                      {...HEADER_MENU}
                      animate={false}
                      className="group/brands"
                      summaryClassName={`${NO_MARKER} flex cursor-pointer items-center justify-between py-2 font-semibold`}
                      summary={
                        <>
                          {item.label}
                          <ChevronDownIcon className="size-4 transition group-open/brands:rotate-180" />
                        </>
                      }
                    >
                      <BrandLogos groups={megaMenu} columns="grid-cols-3 sm:grid-cols-4" />
                    </Disclosure>
                  ) : item.children.length === 0 ? (
                    <Link className="block py-2 font-semibold" href={item.href}>
                      {item.label}
                    </Link>
                  ) : (
                    <p className="py-2 font-semibold">{item.label}</p>
                  )}
                  {item.children.length > 0 && (
                    <ul className="mb-2 ml-3 border-l border-black/10 pl-3">
                      {menuGroupLinks(item).map((child) => (
                        <li key={child.label}>
                          <Link className="block py-1.5 text-sm" href={child.href}>
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <a
              href={telHref(config.phones.sales)}
              className="mt-3 flex items-center justify-center gap-2 rounded-site bg-brand px-4 py-3 font-bold text-brand-contrast"
            >
              <PhoneIcon className="size-4" /> Call {config.phones.sales}
            </a>
          </nav>
        </Disclosure>
      </div>
      <MenuKeys />
    </header>
  );
}

/**
 * The shopper's own pages. The header is the same for everyone (pages are cached), so it names the account
 * rather than a signed-in state: signed out, each page leads through sign-in and back.
 */
function AccountLinks({ config }: { config: SiteConfig }) {
  const links = [
    ...(config.features.watchlist
      ? [{ href: paths.watchlist(), label: 'Watchlist', Icon: BookmarkIcon }]
      : []),
    ...(config.features.garage ? [{ href: paths.myGarage(), label: 'My Garage', Icon: CarFrontIcon }] : []),
    { href: paths.account(), label: 'Account', Icon: UserRoundIcon },
  ];
  return (
    <nav aria-label="Your account" className="shrink-0">
      <ul className="flex items-center gap-1">
        {links.map(({ href, label, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex items-center gap-1.5 rounded-site px-2 py-1 font-semibold hover:underline"
            >
              <Icon className="size-3.5" />
              <span className="max-sm:sr-only">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The Brands item on sites with the brand mega-menu: every brand's logo, by group, and the Brands page. */
function BrandMegaMenu({ label, groups }: { label: string; groups: MegaMenuGroup[] }) {
  return (
    <Disclosure
      {...HEADER_MENU}
      name="main-menu"
      animate={false}
      className="group"
      summaryClassName={`${NO_MARKER} flex cursor-pointer items-center gap-1 rounded-site px-2.5 py-2 hover:bg-surface`}
      summary={
        <>
          {label}
          <ChevronDownIcon className="size-4 transition group-open:rotate-180" />
        </>
      }
    >
      <div className="absolute right-0 z-30 mt-1 max-h-[70vh] w-[min(44rem,90vw)] overflow-y-auto rounded-site border border-black/10 bg-white p-4 whitespace-normal shadow-lg">
        <BrandLogos groups={groups} columns="grid-cols-4 lg:grid-cols-6" />
      </div>
    </Disclosure>
  );
}

/** Each brand's logo and name, by group, linking to its brand stock page; then the Brands page. */
function BrandLogos({ groups, columns }: { groups: MegaMenuGroup[]; columns: string }) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.heading} className="mb-4">
          <p className="mb-2 text-xs font-bold uppercase tracking-wider text-gray-600">{group.heading}</p>
          <ul className={`grid gap-2 ${columns}`}>
            {group.brands.map((brand) => (
              <li key={brand.href}>
                <Link
                  href={brand.href}
                  className="flex flex-col items-center gap-1 rounded-site p-2 text-center text-xs font-medium hover:bg-surface"
                >
                  {/* biome-ignore lint/performance/noImgElement: next/image's own attributes (getImageProps) on a plain img; its component would add its client script to every page, and a logo needs none */}
                  <img
                    {...getImageProps({
                      src: brand.logo,
                      alt: '',
                      width: 76,
                      height: 65,
                      className: 'h-10 w-12 object-contain',
                    }).props}
                    alt=""
                  />
                  {brand.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link className="mb-2 inline-block font-bold text-brand-ink hover:underline" href={paths.brands()}>
        All brands
      </Link>
    </>
  );
}
