// The public surface of compare: what other features and app/ may import (docs/decisions/014).
export { COMPARE_PARAM, compareSlugs } from './rules';
export { loadComparison } from './server';
