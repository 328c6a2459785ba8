// The public surface of vehicle: what other features and app/ may import (docs/decisions/014).
export { toCarFields } from './car-fields';
export { carDescription, carJsonLd } from './seo';
export { recordView } from './server';
export { carShareUrl, pdfContentDisposition } from './share-rules';
export { carSheet } from './sheet-rules';
export { robotsTxt, sitemapXml } from './sitemap';
export { siteSitemapEntries } from './sitemap-server';
