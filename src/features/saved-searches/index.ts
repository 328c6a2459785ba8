// The public surface of saved searches: what other features and app/ may import (docs/decisions/014).
export { type AlertsRun, runSavedSearchAlerts } from './alerts';
export { startSavedSearchAlerts } from './alerts-loop';
export {
  listSavedSearchesRoute,
  removeSavedSearchRoute,
  saveSearchRoute,
  unsubscribeRoute,
  unsubscribeTargetFor,
} from './http';
export {
  SavedSearchIdParamsSchema,
  type SavedSearchItem,
  SaveSearchSchema,
  savedSearchesOf,
  UnsubscribeSchema,
} from './server';
