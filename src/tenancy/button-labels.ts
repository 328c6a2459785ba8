import type { SiteConfig } from './site-config';

type ActionButton = SiteConfig['buttons']['card'][number];

const DEFAULT_LABELS: Omit<Record<ActionButton, string>, 'enquire'> = {
  reserve: 'Reserve Now',
  'view-details': 'View Details',
  finance: 'Finance',
  'test-drive': 'Test Drive',
  'trade-in': 'Trade-In',
};

/** Every action button's label on this site: the spec's defaults, the site's enquire text, its overrides. */
export function buttonLabels(config: {
  copy: { enquireLabel: string };
  buttonLabels: Partial<Record<ActionButton, string>>;
}): Record<ActionButton, string> {
  return { ...DEFAULT_LABELS, enquire: config.copy.enquireLabel, ...config.buttonLabels };
}
