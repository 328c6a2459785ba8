// The public surface of content: what other features and app/ may import (docs/decisions/014).
export { activePromos } from './server';
