import Link from 'next/link';
import { paths } from '@/lib/paths';
import { CircleCheckIcon } from '@/ui/icons/circle-check';

type Props = {
  /** The site's own stored application, or null (unknown, another site's): then nothing personal shows. */
  application: { firstName: string; carName: string | null } | null;
  phone: string;
};

/**
 * Where the in-house instant-quote provider sends a shopper once their pre-approval request is stored
 * (/finance/pre-approval?application={lead id}; AF §4, §7): the request was received and the dealer's
 * finance team will be in touch.
 */
export function PreApprovalPage({ application, phone }: Props) {
  const greeting = application?.firstName ? `Thanks ${application.firstName}, ` : 'Thanks, ';
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:py-16">
      <CircleCheckIcon aria-hidden="true" className="mx-auto size-14 text-green-700" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Pre-approval request received</h1>
      <p className="mt-3 text-gray-700">
        {greeting}
        {application?.carName
          ? `we have your pre-approval request for the ${application.carName}.`
          : 'we have your pre-approval request.'}{' '}
        Our finance team will be in touch shortly with your personalised rate. Questions in the meantime? Call
        us on {phone}.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={paths.search()}
          className="rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast hover:opacity-90"
        >
          Keep browsing
        </Link>
        <Link href={paths.home()} className="rounded-site border border-black/20 px-5 py-3 font-bold">
          Back to home
        </Link>
      </div>
    </div>
  );
}
