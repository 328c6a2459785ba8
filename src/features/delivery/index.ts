export { findDeliveryRegion } from './server';
