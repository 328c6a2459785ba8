// The public surface of outbound feeds: the site's stock for Google, Meta and the dealer's own tools.
export { stockCsv, stockJson } from './exports';
export { googleStoresXml, googleVehiclesXml } from './google';
export { metaVehiclesXml } from './meta';
