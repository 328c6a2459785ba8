'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { CheckboxField } from '@/ui/field';
import { Form, FormError, FormField, FormInput, FormSelect, FormTextarea } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import type { CarEdit } from '../stock/car-edit';
import { STOCK_STATUS_LABELS, STOCK_STATUSES } from '../stock/filter-rules';
import { formErrorClass, showFailure, submitClass } from './console-form';

// A car's price, comments, tag, status and reserved flag. Saved with the moment the form read the car, so
// a feed import or a colleague's save in between is reported, not overwritten.

type Values = {
  price: string;
  beforePrice: string;
  offerPrice: string;
  priceType: string;
  dealercomments: string;
  tag: string;
  status: CarEdit['status'];
  reserved: boolean;
};

const dollars = (value: string) => (value.trim() === '' ? null : Number(value.replace(/[$,\s]/g, '')));

export function CarEditForm({
  site,
  car,
  values,
  seen,
}: {
  site: string;
  car: number;
  values: CarEdit;
  seen: string;
}) {
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useApiForm<Values>({
    idPrefix: 'car',
    defaultValues: {
      price: values.price ? String(values.price) : '',
      beforePrice: values.beforePrice ? String(values.beforePrice) : '',
      offerPrice: values.offerPrice ? String(values.offerPrice) : '',
      priceType: values.priceType ?? '',
      dealercomments: values.dealercomments ?? '',
      tag: values.tag ?? '',
      status: values.status,
      reserved: values.reserved,
    },
  });
  const submit = async (v: Values) => {
    setSaved(null);
    const result = await sendJson<{ changed: string[] }>(
      consoleApiPaths.car(site, car),
      {
        price: dollars(v.price) ?? 0,
        beforePrice: dollars(v.beforePrice),
        offerPrice: dollars(v.offerPrice),
        priceType: v.priceType,
        dealercomments: v.dealercomments,
        tag: v.tag,
        status: v.status,
        reserved: v.reserved,
        seen,
      },
      { method: 'PUT' },
    );
    if (result.kind !== 'ok') return showFailure(form, result);
    const changed = result.body?.changed.length ?? 0;
    setSaved(changed === 0 ? 'Nothing changed.' : 'Saved: the live site shows it within seconds.');
    router.refresh();
  };
  return (
    <Form form={form} onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField name="price" label="Price ($)">
          <FormInput name="price" inputMode="numeric" />
        </FormField>
        <FormField name="beforePrice" label="Was price ($)">
          <FormInput name="beforePrice" inputMode="numeric" />
        </FormField>
        <FormField name="offerPrice" label="Offer price ($)">
          <FormInput name="offerPrice" inputMode="numeric" />
        </FormField>
        <FormField name="priceType" label="Price type">
          <FormInput name="priceType" />
        </FormField>
        <FormField name="tag" label="Tag">
          <FormInput name="tag" />
        </FormField>
        <FormField name="status" label="Status">
          <FormSelect
            name="status"
            placeholder="Choose a status"
            options={STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))}
          />
        </FormField>
      </div>
      <CheckboxField id="car-reserved" label="Reserved (a deposit holds it)" {...form.register('reserved')} />
      <FormField name="dealercomments" label="Dealer comments">
        <FormTextarea name="dealercomments" rows={6} />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={submitClass}>
        {form.submitting ? 'Saving…' : 'Save car'}
      </button>
      <p role="status" className={saved ? 'text-sm font-semibold text-green-900' : 'sr-only'}>
        {saved ?? ''}
      </p>
    </Form>
  );
}
