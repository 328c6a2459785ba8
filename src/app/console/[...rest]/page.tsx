import { notFound } from 'next/navigation';

// Any console address no page answers: the console's own 404, not a site's.
export default function UnknownConsolePage() {
  notFound();
}
