// The public surface of compare: what other features and app/ may import (docs/decisions/014).
export { loadComparison } from './server';
