export { isPromoActive } from './rules';
export { activePromos } from './server';
