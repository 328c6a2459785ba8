import { ContentRoutePage, contentMetadata } from '@/features/pages/components/content-route';
import { paths } from '@/lib/paths';

// The segment is a model's slug; it is named as its sibling routes name theirs.
type Props = { params: Promise<{ site: string; brandslug: string }> };

export async function generateMetadata({ params }: Props) {
  const { site, brandslug } = await params;
  return contentMetadata(site, paths.modelAccessories(brandslug));
}

export const dynamic = 'force-dynamic';

// /{model slug}/accessories (AF §2): the dealer's accessories page for one model.
export default async function ModelAccessoriesPage({ params }: Props) {
  const { site, brandslug } = await params;
  return <ContentRoutePage siteSlug={site} path={paths.modelAccessories(brandslug)} />;
}
