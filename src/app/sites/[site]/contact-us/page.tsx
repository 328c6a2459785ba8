import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import ContactPage from '../contact/page';

// /contact-us is the same contact form as /contact (AF §2); its canonical URL is /contact.
export const generateMetadata = pageMetadataFor({ title: 'Contact Us', path: paths.contact() });

// Rendered per request and kept by the page cache under the site's tag (src/lib/cache-tags.ts): a config
// change shows at once, a new location within the cache's 5-minute backstop.
export const dynamic = 'force-dynamic';

export default ContactPage;
