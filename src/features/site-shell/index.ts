// The public surface of site shell: what other features and app/ may import (docs/decisions/014).
export { faviconPng } from './favicon';
export { SITE_SHARE_IMAGE_SIZE, siteOpenGraph, sitePageMetadata } from './page-metadata';
export { pageMetadataFor } from './page-metadata-server';
