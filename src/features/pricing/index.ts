export { type PricedCar, searchPrice, shownPrice } from './rules';
