import Link from 'next/link';
import { paths } from '@/lib/paths';
import { telHref } from '@/lib/phone';
import type { SiteConfig } from '@/tenancy/site-config';

const socialLabels = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

/** The dealer's phone lines, sales first; service and parts only where the site has them. */
function phoneLines(phones: SiteConfig['phones']): [string, string][] {
  const lines: [string, string | undefined][] = [
    ['Sales', phones.sales],
    ['Service', phones.service],
    ['Parts', phones.parts],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

/** A dealer licence number and the locations that trade under it ('MD12345', 'Blacktown, Parramatta'). */
export type FooterLicence = { number: string; places: string };

export function SiteFooter({ config, licences = [] }: { config: SiteConfig; licences?: FooterLicence[] }) {
  const socials = Object.entries(config.socialUrls) as [keyof typeof socialLabels, string][];
  return (
    <footer className="mt-16 bg-accent text-accent-contrast">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {config.footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wider opacity-80">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link className="hover:underline" href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-dealer">
          <h2 id="footer-dealer" className="mb-3 text-sm font-bold uppercase tracking-wider opacity-80">
            {config.name}
          </h2>
          <p className="text-sm leading-relaxed opacity-90">{config.copy.footerAbout}</p>
          <address className="mt-3 space-y-1 text-sm not-italic">
            <p>{config.address}</p>
            {phoneLines(config.phones).map(([label, phone]) => (
              <p key={label}>
                {label}:{' '}
                <a className="font-semibold hover:underline" href={telHref(phone)}>
                  {phone}
                </a>
              </p>
            ))}
          </address>
          {socials.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-3 text-sm">
              {socials.map(([network, url]) => (
                <li key={network}>
                  <a className="underline-offset-2 hover:underline" href={url} rel="noopener" target="_blank">
                    {socialLabels[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {config.footer.groupLinks.length > 0 && (
        <nav aria-label="Group businesses" className="border-t border-white/15">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-sm">
            {config.footer.groupLinks.map((link) => (
              <li key={link.href}>
                <Link className="hover:underline" href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs opacity-80 md:flex-row md:justify-between">
          <div>
            <p>
              © {new Date().getFullYear()} {config.name}. All prices in Australian dollars.
            </p>
            {licences.length > 0 && (
              <p>
                Dealer licence{licences.length > 1 ? 's' : ''}:{' '}
                {licences.map((licence) => `${licence.number} (${licence.places})`).join(' · ')}
              </p>
            )}
          </div>
          <p className="flex gap-4">
            <Link className="hover:underline" href={paths.termsAndConditions()}>
              Terms and Conditions
            </Link>
            <Link className="hover:underline" href={paths.privacyPolicy()}>
              Privacy Policy
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
