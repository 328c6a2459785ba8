// The public surface of directory: what other features and app/ may import (docs/decisions/014).
export { stockLink } from './rules';
export { searchDirectory } from './server';
