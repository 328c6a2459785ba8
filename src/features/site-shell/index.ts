// The public surface of site shell: what other features and app/ may import (docs/decisions/014).
export { faviconPng } from './favicon';
export { pageMetadataFor } from './page-metadata-server';
