import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { locationMap } from '@/lib/geo/location-map';
import { LocationBar } from './location-bar';

const location = {
  id: 7,
  name: 'Coastal Toyota Tingalpa',
  slug: 'coastal-toyota-tingalpa',
  street: '1 Main Rd',
  city: 'Tingalpa',
  state: 'qld',
  postcode: '4173',
  lat: -27.47,
  long: 153.13,
  phone: '07 3390 8800',
  landlinePhone: null,
  image: '/media/locations/tingalpa.webp',
} as Parameters<typeof LocationBar>[0]['location'];

describe('the location bar (#vehicle-map)', () => {
  it('shows the location’s map, not its photo, and links its own page', () => {
    const html = renderToStaticMarkup(
      <LocationBar
        location={location}
        dealership={{ name: 'Coastal Toyota', slug: 'coastal-toyota' }}
        directionsUrl="https://www.google.com/maps/dir/?api=1&destination=-27.47,153.13"
        map={locationMap(undefined, location, 14, 1160, 652)}
      />,
    );
    expect(html).toContain('id="vehicle-map"');
    expect(html).toContain('aria-label="Map of Coastal Toyota Tingalpa: 1 Main Rd, Tingalpa QLD 4173"');
    expect(html).not.toContain('tingalpa.webp');
    expect(html).toContain('href="/locations/coastal-toyota-tingalpa"');
  });
});
