// Who is signed in (the server side): features and routes ask here; accounts owns signing in and out.
// The pure rules (`gates`, `session-rules`) are imported by their own path.
export {
  currentShopper,
  requireShopper,
  type Shopper,
  shopperFromRequest,
  shopperOf,
  toShopper,
} from './shopper';
