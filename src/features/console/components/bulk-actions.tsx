'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormInput, FormSelect } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import type { BulkPreviewRow, BulkResult } from '../stock/bulk';
import type { BulkAction } from '../stock/bulk-rules';
import { formErrorClass, showFailure, submitClass } from './console-form';

// A change to the cars ticked in the list: the price by dollars or a percentage, sold, or off the site.
// Preview first (each car before and after, or why it is left alone), then apply exactly that. The list's
// tick boxes belong to this form by its id, so the table stays the server's.

export const BULK_FORM_ID = 'stock-bulk';

type Values = {
  kind: BulkAction['kind'];
  by: 'percent' | 'amount';
  direction: 'lower' | 'raise';
  change: string;
};

const KINDS = [
  { value: 'price', label: 'Change the price' },
  { value: 'sold', label: 'Mark sold' },
  { value: 'withdraw', label: 'Take off the site' },
];

function actionOf(v: Values): BulkAction {
  if (v.kind !== 'price') return { kind: v.kind };
  const size = Number(v.change.replace(/[$,%\s]/g, ''));
  return { kind: 'price', by: v.by, change: v.direction === 'lower' ? -size : size };
}

export function BulkActions({ site }: { site: string }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<{ action: BulkAction; rows: BulkPreviewRow[] } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useApiForm<Values>({
    idPrefix: 'bulk',
    defaultValues: { kind: 'price', by: 'percent', direction: 'lower', change: '' },
  });
  const kind = form.watch('kind');

  const chosen = () =>
    new FormData(formRef.current ?? undefined)
      .getAll('car')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);

  const showPreview = async (v: Values) => {
    setDone(null);
    setPreview(null);
    const cars = chosen();
    if (cars.length === 0) {
      form.setFormError('Tick at least one car in the list.');
      form.focusAfterRender('form-error');
      return;
    }
    const action = actionOf(v);
    const result = await postJson<{ rows: BulkPreviewRow[] }>(consoleApiPaths.bulkPreview(site), {
      action,
      cars,
    });
    if (result.kind !== 'ok' || !result.body) return showFailure(form, result);
    form.setFormError(null);
    setPreview({ action, rows: result.body.rows });
  };

  const apply = async () => {
    if (!preview) return;
    const items = preview.rows.filter((row) => row.ok).map(({ id, seen }) => ({ id, seen }));
    const result = await postJson<BulkResult>(consoleApiPaths.bulk(site), {
      action: preview.action,
      cars: items,
    });
    if (result.kind !== 'ok' || !result.body) return showFailure(form, result);
    const { applied, skipped } = result.body;
    setPreview(null);
    setDone(
      `Changed ${applied.length} ${applied.length === 1 ? 'car' : 'cars'}: the live site shows it within seconds.` +
        (skipped.length ? ` ${skipped.length} left alone: ${skipped.map((s) => s.reason).join('; ')}.` : ''),
    );
    router.refresh();
  };

  const changing = preview?.rows.filter((row) => row.ok).length ?? 0;
  return (
    <Form
      form={form}
      onSubmit={showPreview}
      noValidate
      id={BULK_FORM_ID}
      ref={formRef}
      aria-labelledby="bulk-heading"
      className="mb-4 space-y-3 rounded-site border border-black/10 bg-white p-4"
    >
      <h2 id="bulk-heading" className="font-bold">
        Change the cars ticked below
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FormField name="kind" label="What to do">
          <FormSelect name="kind" placeholder="Choose" options={KINDS} />
        </FormField>
        {kind === 'price' ? (
          <>
            <FormField name="direction" label="Lower or raise">
              <FormSelect
                name="direction"
                placeholder="Choose"
                options={[
                  { value: 'lower', label: 'Lower by' },
                  { value: 'raise', label: 'Raise by' },
                ]}
              />
            </FormField>
            <FormField name="change" label="By how much">
              <FormInput
                name="change"
                inputMode="decimal"
                className="w-28 rounded-site border border-black/30 px-3 py-2.5"
              />
            </FormField>
            <FormField name="by" label="In">
              <FormSelect
                name="by"
                placeholder="Choose"
                options={[
                  { value: 'percent', label: 'per cent' },
                  { value: 'amount', label: 'dollars' },
                ]}
              />
            </FormField>
          </>
        ) : null}
        <button type="submit" disabled={form.submitting || !form.hydrated} className={submitClass}>
          Preview
        </button>
      </div>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      {preview ? (
        <div className="space-y-3" aria-live="polite">
          <h3 className="font-semibold">
            {changing} of {preview.rows.length} {preview.rows.length === 1 ? 'car' : 'cars'} would change
          </h3>
          <ul className="max-h-80 divide-y divide-black/10 overflow-y-auto">
            {preview.rows.map((row) => (
              <li key={row.id} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                <span>
                  {row.title} <span className="text-gray-700">· {row.stocknum}</span>
                </span>
                {row.ok ? (
                  <span className="font-semibold tabular-nums">
                    {row.before} → {row.after}
                  </span>
                ) : (
                  <span className="text-gray-700">Left alone: {row.reason}</span>
                )}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={apply}
              disabled={changing === 0 || form.submitting}
              className={submitClass}
            >
              Apply to {changing} {changing === 1 ? 'car' : 'cars'}
            </button>
            <button
              type="button"
              onClick={() => setPreview(null)}
              className="min-h-11 rounded-site border border-black/30 px-4 font-semibold"
            >
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      <p role="status" className={done ? 'font-semibold text-green-900' : 'sr-only'}>
        {done ?? ''}
      </p>
    </Form>
  );
}

/** The list's header box: ticks or clears every car on the page. */
export function SelectAllCars() {
  return (
    <input
      type="checkbox"
      aria-label="Tick every car on this page"
      className="size-5"
      onChange={(event) => {
        for (const box of document.querySelectorAll<HTMLInputElement>(
          `input[name="car"][form="${BULK_FORM_ID}"]`,
        ))
          box.checked = event.currentTarget.checked;
      }}
    />
  );
}
