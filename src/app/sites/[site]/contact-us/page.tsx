import type { Metadata } from 'next';
import ContactPage from '../contact/page';

// /contact-us is the same contact form as /contact (AF §2); its canonical URL is /contact.
export const metadata: Metadata = { title: 'Contact Us', alternates: { canonical: '/contact' } };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export default ContactPage;
