import 'server-only';
import { getSite } from '@/tenancy/get-site';
import { SaveSearchButton } from './save-search-button';

/**
 * 'Save this search' for a results route, on the sites that keep saved searches (those with My Garage,
 * where they are listed). The same for every shopper, so cached results pages can carry it: the button
 * reads the session only when pressed.
 */
export async function SaveSearch({ site: slug }: { site: string }) {
  const site = await getSite(slug);
  return site?.config.features.garage ? <SaveSearchButton /> : null;
}
