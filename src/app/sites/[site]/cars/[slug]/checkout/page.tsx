import { type CheckoutProps, CheckoutRoute, checkoutMetadata } from '../checkout-route';

export const dynamic = 'force-dynamic';
export const generateMetadata = checkoutMetadata;

// /cars/{slug}/checkout (AF §2): reserve online, on the sites whose features.checkoutRoute is 'checkout'.
export default function CheckoutPageRoute(props: CheckoutProps) {
  return <CheckoutRoute {...props} route="checkout" />;
}
