import { pageMetadataFor } from '@/features/site-shell/page-metadata-server';
import ContactPage from '../contact/page';

// /contact-us is the same contact form as /contact (AF §2); its canonical URL is /contact.
export const generateMetadata = pageMetadataFor({ title: 'Contact Us', path: '/contact' });

// Rendered per request and kept by the page cache under the site's tag (src/lib/cache-tags.ts): a config
// change shows at once, a new location within the cache's 5-minute backstop.
export const dynamic = 'force-dynamic';

export default ContactPage;
