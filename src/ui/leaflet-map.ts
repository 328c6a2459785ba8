import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLong } from '@/lib/geo/distance';
import type { TileService } from '@/lib/geo/tiles';
import { escapeXml } from '@/lib/xml';

// Loaded only when a map nears the screen (InteractiveTileMap), so Leaflet never weighs on a first load.

/** Mounts a pannable, zoomable map in `element`; returns what removes it. */
export function mountLeafletMap(
  element: HTMLElement,
  options: {
    service: TileService;
    centre: LatLong;
    zoom: number;
    label: string;
    /** The pin to place at the centre (the static map's own, so both maps show one drawing). */
    pin: Element;
  },
): () => void {
  const { service, centre, zoom, label, pin } = options;
  const map = L.map(element, {
    center: [centre.lat, centre.long],
    zoom,
    maxZoom: service.maxZoom,
    // The page scrolls past the map: the wheel and a phone's one-finger swipe keep scrolling it.
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
  });
  const layerOptions: L.TileLayerOptions & { key: string } = {
    key: encodeURIComponent(service.key ?? ''),
    maxZoom: service.maxZoom,
    // Leaflet takes attribution as HTML; the site's is plain text.
    attribution: escapeXml(service.attribution),
  };
  L.tileLayer(service.url, layerOptions).addTo(map);
  L.marker([centre.lat, centre.long], {
    keyboard: false,
    interactive: false,
    icon: L.divIcon({
      html: pin.cloneNode(true) as HTMLElement,
      className: '',
      iconSize: [32, 43],
      iconAnchor: [16, 43],
    }),
  }).addTo(map);
  const container = map.getContainer();
  container.setAttribute('role', 'region');
  container.setAttribute('aria-roledescription', 'map');
  container.setAttribute('aria-label', `${label}. Arrow keys move the map; plus and minus zoom.`);
  return () => map.remove();
}
