import { type CheckoutProps, CheckoutRoute, checkoutMetadata } from '../checkout-route';

export const dynamic = 'force-dynamic';
export const generateMetadata = checkoutMetadata;

// /cars/{slug}/buy-online (AF §2): reserve online, on the sites whose features.checkoutRoute is 'buy-online'.
export default function BuyOnlinePageRoute(props: CheckoutProps) {
  return <CheckoutRoute {...props} route="buy-online" />;
}
