// The database schema, one file per domain area; `@/db/schema` (and drizzle-kit) read it all from here.
// A table references another area's table by importing it from that area's file; no area imports in a
// circle (sites ← locations ← stock ← accounts ← saved searches ← shopper messages, and so on).

export * from './accounts';
export * from './analytics';
export * from './catalogue';
export * from './content';
export * from './delivery';
export * from './leads';
export * from './locations';
export * from './operations';
export * from './payments';
export * from './saved-searches';
export * from './shopper-messages';
export * from './sites';
export * from './staff';
export * from './stock';
export * from './trade-in';
