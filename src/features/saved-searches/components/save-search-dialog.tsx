'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { apiMessage, postJson } from '@/lib/api-client';
import { apiPaths, paths } from '@/lib/paths';
import { Dialog, DialogClose, DialogTitle, useDialogClose } from '@/ui/dialog';
import { Form, FormError } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { type AlertChannel, channelLabel, channelsFor, SAVE_SEARCH_LABEL, savedConfirmation } from '../rules';
import { currentSearch, type Shopper } from './current-search';

type Answer = { savedSearch?: { name: string; channel: AlertChannel } };

const UNKNOWN_ERROR = 'Sorry, the search could not be saved. Please try again.';

/** The save-search dialog, fetched when 'Save this search' is first pressed: how to be told, saved, and said so. */
export function SaveSearchDialog({
  shopper,
  open,
  onClose,
}: {
  shopper: Shopper | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="max-w-md">
      {open && shopper && <SaveSearchForm shopper={shopper} />}
    </Dialog>
  );
}

function SaveSearchForm({ shopper }: { shopper: Shopper }) {
  const channels = channelsFor(shopper);
  const form = useApiForm<{ channel: AlertChannel }>({
    idPrefix: 'save-search',
    defaultValues: { channel: channels[0] },
    invalidFocus: 'none',
  });
  const [saved, setSaved] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const close = useDialogClose();

  const submit = async ({ channel }: { channel: AlertChannel }) => {
    const result = await postJson<Answer>(apiPaths.savedSearches(), { url: currentSearch(), channel });
    const savedSearch = result.kind === 'ok' ? result.body?.savedSearch : undefined;
    if (!savedSearch) {
      form.setFormError(apiMessage(result) || UNKNOWN_ERROR);
      return;
    }
    setSaved(savedConfirmation(savedSearch.name, savedSearch.channel));
    requestAnimationFrame(() => confirmation.current?.focus());
  };

  const address = (option: AlertChannel) => (option === 'email' ? shopper.email : shopper.phone);

  return (
    <div className="p-5">
      <div className="flex items-start justify-between gap-3">
        <DialogTitle className="text-xl font-bold">{SAVE_SEARCH_LABEL}</DialogTitle>
        <DialogClose />
      </div>
      <div ref={confirmation} tabIndex={-1} className="outline-none">
        <p role="status" className={saved ? 'mt-3 font-semibold' : 'sr-only'}>
          {saved}
        </p>
      </div>
      {saved ? (
        <div className="mt-5 flex flex-wrap gap-3">
          <Link
            href={paths.myGarage()}
            className="rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast"
          >
            See your saved searches
          </Link>
          <button
            type="button"
            onClick={close}
            className="rounded-site border border-black/20 px-4 py-2.5 font-bold hover:bg-surface"
          >
            Done
          </button>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} className="mt-3 grid gap-4">
          <p className="text-gray-700">
            We will tell you once about each car that arrives matching this search. Every message has a link
            to stop them.
          </p>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold">Tell me by</legend>
            {channels.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-site border border-black/15 p-3 has-[:checked]:border-brand"
              >
                <input
                  type="radio"
                  {...form.register('channel')}
                  value={option}
                  defaultChecked={option === channels[0]}
                  className="size-4 accent-[var(--brand)]"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{channelLabel(option)}</span>
                  <span className="block break-all text-sm text-gray-700">{address(option)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <FormError form={form} />
          <button
            type="submit"
            disabled={form.submitting}
            className="inline-flex items-center justify-center gap-2 rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast disabled:opacity-60"
          >
            {form.submitting && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
            Save search
          </button>
        </Form>
      )}
    </div>
  );
}
