import { notFound } from 'next/navigation';
import { safeReturnPath } from '@/features/accounts';
import { SignInPage } from '@/features/accounts/components/sign-in-page';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { currentShopper } from '@/session';
import { getSite } from '@/tenancy/get-site';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// /sign-in?type=…&redirect=…&back=… (AF §2): personal, so never indexed.
export const generateMetadata = pageMetadataFor({
  title: 'Sign in',
  path: paths.signInPage(),
  robots: { index: false, follow: false },
});

export const dynamic = 'force-dynamic';

export default async function SignIn({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const query = await searchParams;
  const type = typeof query.type === 'string' ? query.type : 'watchlist';
  const redirect = safeReturnPath(query.redirect);
  const back = safeReturnPath(query.back);
  return (
    <SignInPage
      siteName={site.config.name}
      shopper={await currentShopper(site)}
      redirect={redirect}
      back={back}
      self={paths.signIn(type, redirect, back)}
    />
  );
}
