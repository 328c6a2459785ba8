import { notFound } from 'next/navigation';

// Any path a tenant does not serve renders the tenant's own themed 404 page.
export default function UnknownPage() {
  notFound();
}
