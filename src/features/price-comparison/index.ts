export { computeAutogauge } from './rules';
export { autogaugeFor } from './server';
