import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/features/pages/components/content-page';
import { contentMetadata } from '@/features/pages/components/content-route';
import { contentPage } from '@/features/pages/server';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ body?: string | string[] }> };

const BODY = /^[a-z0-9-]{1,40}$/;

export async function generateMetadata({ params }: Props) {
  return contentMetadata((await params).site, paths.models());
}
export const dynamic = 'force-dynamic';

// /models?body={body type} (AF §2): the dealer's models page, leading to the stock of the body type asked for.
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const page = await contentPage(site, paths.models());
  if (!page) notFound();
  const { body } = await searchParams;
  const wanted = typeof body === 'string' && BODY.test(body) ? body : null;
  return (
    <ContentPage site={site} page={page}>
      {wanted && (
        <p className="mt-8">
          <Link
            href={paths.search(wanted)}
            className="inline-block rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast hover:opacity-90"
          >
            See every {wanted.replaceAll('-', ' ')} in stock
          </Link>
        </p>
      )}
    </ContentPage>
  );
}
