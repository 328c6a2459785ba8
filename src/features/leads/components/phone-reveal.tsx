'use client';

import { useEffect, useRef, useState } from 'react';
import { maskPhone } from '@/enquiries/rules';
import { postJson } from '@/lib/api-client';
import { telHref } from '@/lib/phone';
import { PhoneIcon } from '@/ui/icons/phone';

type Props = {
  phone: string;
  dealershipId: number;
  websiteId: number;
  /** The car whose page shows the number; absent for a location's own phone. */
  carId?: number;
  /** Words before the revealed number, e.g. 'Call ' → 'Call 07 3390 8800'. */
  revealedPrefix?: string;
  className?: string;
};

/**
 * A dealer's phone number masked after its first 5 characters ('07 33•••••••') until the shopper asks
 * for it (AF §4); then the full number as a tel: link, focus moved onto it, and one reveal logged with
 * POST /api/phone-reveal. Logging never gets in the way: a failure is only a console warning.
 */
export function PhoneReveal({
  phone,
  dealershipId,
  websiteId,
  carId,
  revealedPrefix = '',
  className = '',
}: Props) {
  const [revealed, setRevealed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (revealed) link.current?.focus();
  }, [revealed]);

  const reveal = () => {
    setRevealed(true);
    void postJson(
      '/api/phone-reveal',
      { car_id: carId, dealership_id: dealershipId, website_id: websiteId },
      { keepalive: true },
    ).then((result) => {
      if (result.kind === 'failed') console.warn('Phone reveal was not logged', result.error);
      else if (result.kind !== 'ok') console.warn(`Phone reveal was not logged (HTTP ${result.status})`);
    });
  };

  if (revealed) {
    return (
      <a ref={link} href={telHref(phone)} className={className}>
        <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
        {revealedPrefix}
        {phone}
      </a>
    );
  }
  return (
    <button type="button" onClick={reveal} className={className}>
      <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="tabular-nums">{maskPhone(phone)}</span>
      <span className="text-xs font-semibold underline underline-offset-2">Show number</span>
    </button>
  );
}
