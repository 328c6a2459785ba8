import { z } from 'zod';

// A new site from a template, as a platform admin starts it in the console: the few facts only they know,
// and a first document the template completes. What the template leaves out and the form does not ask
// for (the colours beside the brand's, the home page's words, the buttons) starts from plain values the
// site's owner then changes in Settings.

const HEX = /^#[0-9a-fA-F]{6}$/;

export const NewSiteRequest = z.strictObject({
  slug: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'Use lowercase letters, digits and dashes.')
    .describe("The site's identifier: it answers on {slug}.localhost and names it in the console."),
  name: z.string().trim().min(1, 'Enter the dealer’s name.').max(80).describe("The dealer's name."),
  template: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'Choose a template.')
    .describe('The template it extends.'),
  siteType: z.enum(['franchise', 'used-supermarket', 'dealer-group', 'specialist']),
  tagline: z.string().trim().min(1, 'Enter a short line about the dealer.').max(120),
  address: z.string().trim().min(1, 'Enter the street address.').max(200),
  salesPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number like 07 3000 0000.'),
  dealerships: z
    .array(z.string().regex(/^[a-z0-9-]{1,64}$/, 'Use lowercase letters, digits and dashes.'))
    .min(1, 'Name at least one dealership.')
    .max(20),
  brand: z.string().regex(HEX, 'Enter a colour like #1e3a8a.'),
});
export type NewSite = z.infer<typeof NewSiteRequest>;

/** The text colour that reads on a colour: near-black on a light one, white on a dark one (WCAG luminance). */
export function contrastOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#14161f' : '#ffffff';
}

/** 'Harbour City Motors' → 'HC': the first letters of its first two words. */
export const monogramOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('') || 'D';

/** The new site's first document: the admin's facts over the template, and plain starting values. */
export function newSiteDocument(input: NewSite): Record<string, unknown> {
  return {
    slug: input.slug,
    extends: input.template,
    name: input.name,
    siteType: input.siteType,
    tagline: input.tagline,
    logo: { text: input.name, mark: monogramOf(input.name) },
    address: input.address,
    phones: { sales: input.salesPhone },
    dealerships: input.dealerships,
    theme: {
      brand: input.brand,
      brandContrast: contrastOn(input.brand),
      accent: '#14213d',
      accentContrast: '#ffffff',
      surface: '#f4f6fb',
      ink: '#14161f',
      heroFrom: '#14213d',
      heroTo: '#24407a',
    },
    copy: {
      heroTitle: `Welcome to ${input.name}`,
      heroSubtitle: input.tagline,
      footerAbout: `${input.name}: ${input.tagline}`,
      disclaimer:
        'Prices, specifications and availability are subject to change without notice. Please confirm with the dealer before purchase.',
    },
    buttons: { card: ['view-details', 'enquire'], vehiclePage: ['enquire', 'test-drive', 'finance'] },
  };
}
