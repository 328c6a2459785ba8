import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import ContactPage from '../contact/page';

// /contact-us is the same contact form as /contact (AF §2); its canonical URL is /contact.
export const generateMetadata = pageMetadataFor({ title: 'Contact Us', path: paths.contact() });

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export default ContactPage;
