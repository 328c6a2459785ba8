export { stockLink } from './rules';
export { searchDirectory } from './server';
