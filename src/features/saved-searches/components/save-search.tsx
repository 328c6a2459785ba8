import type { Site } from '@/tenancy/get-site';
import { keepsSavedSearches } from '../rules';
import { SaveSearchButton } from './save-search-button';

/**
 * 'Save this search' for a results route, on the sites that keep saved searches (keepsSavedSearches). The
 * same for every shopper, so cached results pages can carry it: the button reads the session only when
 * pressed.
 */
export function SaveSearch({ site }: { site: Site | null }) {
  return site && keepsSavedSearches(site.config.features) ? <SaveSearchButton /> : null;
}
