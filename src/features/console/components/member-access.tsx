'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure } from './console-form';

// An owner's controls on a member's access: the dealerships they work for on the site, resetting their
// two-factor (a lost phone) and disabling or enabling their account. What locks someone out asks once
// more, in place.

type Values = { dealershipIds: string[] };
type Confirm = 'disable' | 'two-factor' | null;

const plainButton = 'min-h-11 rounded-site border border-brand px-3 font-semibold text-brand';
const dangerButton = 'min-h-11 rounded-site border border-red-800 px-3 font-semibold text-red-900';
const confirmButton = 'min-h-11 rounded-site bg-red-800 px-3 font-semibold text-white';
const keepButton = 'min-h-11 rounded-site border border-black/30 px-3 font-semibold';

export function MemberAccess({
  site,
  member,
  name,
  dealerships,
  dealershipIds,
  twoFactorEnabled,
  disabled,
}: {
  site: string;
  member: string;
  name: string;
  /** The site's dealerships. */
  dealerships: { id: number; name: string }[];
  /** The member's (none: all of them). */
  dealershipIds: number[];
  twoFactorEnabled: boolean;
  disabled: boolean;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<Confirm>(null);
  const [done, setDone] = useState('');
  const form = useApiForm<Values>({
    idPrefix: `access-${member}`,
    defaultValues: { dealershipIds: dealershipIds.map(String) },
  });
  const call = async (path: string, init: { body?: unknown; method?: 'DELETE' }, message: string) => {
    setDone('');
    const result = await sendJson(path, init.body, init.method ? { method: init.method } : undefined);
    setConfirming(null);
    if (result.kind !== 'ok') return showFailure(form, result);
    setDone(message);
    router.refresh();
  };
  const busy = form.submitting || !form.hydrated;

  if (disabled) {
    return (
      <Form form={form} onSubmit={() => undefined} noValidate className="space-y-2">
        <FormError form={form} as="div" focusable className={formErrorClass} />
        <button
          type="button"
          disabled={busy}
          className={plainButton}
          onClick={() =>
            call(
              consoleApiPaths.memberDisabled(site, member),
              { method: 'DELETE' },
              `${name} can sign in again.`,
            )
          }
        >
          Enable {name}
        </button>
      </Form>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={(values) =>
        call(
          consoleApiPaths.memberDealerships(site, member),
          { body: { dealershipIds: (values.dealershipIds ?? []).map(Number) } },
          `${name}’s dealerships are saved.`,
        )
      }
      noValidate
      className="space-y-3"
    >
      {dealerships.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">Dealerships of {name} (none ticked: all of them)</legend>
          {dealerships.map((dealership) => (
            <label key={dealership.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                value={String(dealership.id)}
                {...form.register('dealershipIds')}
              />
              {dealership.name}
            </label>
          ))}
          <button type="submit" disabled={busy} className={plainButton}>
            Save dealerships
          </button>
        </fieldset>
      ) : null}
      <FormError form={form} as="div" focusable className={formErrorClass} />
      {done ? (
        <p role="status" className="rounded-site bg-green-50 p-2 text-green-900">
          {done}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {confirming === 'two-factor' ? (
          <>
            <button
              type="button"
              disabled={busy}
              className={confirmButton}
              onClick={() =>
                call(
                  consoleApiPaths.memberTwoFactorReset(site, member),
                  {},
                  `${name} sets up two-factor again at their next sign-in.`,
                )
              }
            >
              Yes, reset two-factor of {name}
            </button>
            <button type="button" className={keepButton} onClick={() => setConfirming(null)}>
              Keep it
            </button>
          </>
        ) : confirming === 'disable' ? (
          <>
            <button
              type="button"
              disabled={busy}
              className={confirmButton}
              onClick={() =>
                call(consoleApiPaths.memberDisabled(site, member), {}, `${name} is disabled and signed out.`)
              }
            >
              Yes, disable {name}
            </button>
            <button type="button" className={keepButton} onClick={() => setConfirming(null)}>
              Keep them
            </button>
          </>
        ) : (
          <>
            {twoFactorEnabled ? (
              <button
                type="button"
                disabled={busy}
                className={dangerButton}
                onClick={() => setConfirming('two-factor')}
              >
                Reset two-factor
              </button>
            ) : null}
            <button
              type="button"
              disabled={busy}
              className={dangerButton}
              onClick={() => setConfirming('disable')}
            >
              Disable account
            </button>
          </>
        )}
      </div>
    </Form>
  );
}
