// The public surface of compare-picks: what other features and app/ may import (docs/decisions/014).
export { COMPARE_PARAM, compareSlugs } from './rules';
