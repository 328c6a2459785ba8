'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { CheckboxField } from '@/ui/field';
import { Form, FormError, FormField, FormInput, FormSelect, FormTextarea } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { type CarEdit, equipmentLines, FIELD_LABELS, type LockableField } from '../stock/edit-rules';
import { STOCK_STATUS_LABELS, STOCK_STATUSES } from '../stock/filter-rules';
import { formErrorClass, showFailure, submitClass } from './console-form';

// A car's price, comments, tag, status, reserved flag, display switches and equipment, each with where its
// value came from and a lock against the feed. Saved with the moment the form read the car, so a feed
// import or a colleague's save in between is reported, not overwritten.

const SWITCHES = [
  'reserved',
  'showOnDealerWebsite',
  'checkoutEnabled',
  'testDriveEnabled',
  'tradeInAllowed',
] as const;

type Values = {
  price: string;
  beforePrice: string;
  offerPrice: string;
  offerFrom: string;
  offerTo: string;
  priceType: string;
  dealercomments: string;
  tag: string;
  status: CarEdit['status'];
  reserved: boolean;
  showOnDealerWebsite: boolean;
  checkoutEnabled: boolean;
  testDriveEnabled: boolean;
  tradeInAllowed: boolean;
  standardEquipment: string;
  locked: LockableField[];
};

const dollars = (value: string) => (value.trim() === '' ? null : Number(value.replace(/[$,\s]/g, '')));

export function CarEditForm({
  site,
  car,
  values,
  locked,
  sources,
  timeZoneName,
  seen,
}: {
  site: string;
  car: number;
  values: CarEdit;
  locked: LockableField[];
  /** Where each field's value came from, in words on the site's clock. */
  sources: Record<LockableField, string>;
  /** The place whose clock the offer's dates are on: 'Brisbane'. */
  timeZoneName: string;
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
      offerFrom: values.offerFrom ?? '',
      offerTo: values.offerTo ?? '',
      priceType: values.priceType ?? '',
      dealercomments: values.dealercomments ?? '',
      tag: values.tag ?? '',
      status: values.status,
      reserved: values.reserved,
      showOnDealerWebsite: values.showOnDealerWebsite,
      checkoutEnabled: values.checkoutEnabled,
      testDriveEnabled: values.testDriveEnabled,
      tradeInAllowed: values.tradeInAllowed,
      standardEquipment: values.standardEquipment.join('\n'),
      locked,
    },
  });
  const lock = (field: LockableField) => (
    <CheckboxField
      id={`car-lock-${field}`}
      label={
        field === 'images' ? (
          'Lock the photos against the feed'
        ) : (
          <>
            Lock <span className="sr-only">{FIELD_LABELS[field]} </span>against the feed
          </>
        )
      }
      value={field}
      {...form.register('locked')}
    />
  );
  const submit = async (v: Values) => {
    setSaved(null);
    const result = await sendJson<{ changed: string[] }>(
      consoleApiPaths.car(site, car),
      {
        price: dollars(v.price) ?? 0,
        beforePrice: dollars(v.beforePrice),
        offerPrice: dollars(v.offerPrice),
        offerFrom: v.offerFrom || null,
        offerTo: v.offerTo || null,
        priceType: v.priceType,
        dealercomments: v.dealercomments,
        tag: v.tag,
        status: v.status,
        reserved: v.reserved,
        showOnDealerWebsite: v.showOnDealerWebsite,
        checkoutEnabled: v.checkoutEnabled,
        testDriveEnabled: v.testDriveEnabled,
        tradeInAllowed: v.tradeInAllowed,
        standardEquipment: equipmentLines(v.standardEquipment),
        // One checked box comes back as a string, none as false.
        locked: [v.locked].flat().filter(Boolean),
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
    <Form form={form} onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2 xl:grid-cols-3">
        {(
          [
            ['price', 'Price ($)'],
            ['beforePrice', 'Was price ($)'],
            ['offerPrice', 'Offer price ($)'],
          ] as const
        ).map(([name, label]) => (
          <div key={name} className="space-y-2">
            <FormField name={name} label={label} hint={sources[name]}>
              <FormInput name={name} inputMode="numeric" />
            </FormField>
            {lock(name)}
          </div>
        ))}
        <fieldset className="grid gap-x-4 gap-y-3 sm:col-span-2 sm:grid-cols-2 xl:col-span-3">
          <legend className="mb-1 text-sm font-bold">Offer dates (optional)</legend>
          <p className="text-sm text-gray-700 sm:col-span-2">
            With dates, the offer price is what shoppers pay from the first day to the end of the last, on{' '}
            {timeZoneName}’s clock, and the feed’s offer is kept out meanwhile. Without, it applies at once.
          </p>
          <FormField name="offerFrom" label="Offer from" hint={sources.offerFrom}>
            <FormInput name="offerFrom" type="date" />
          </FormField>
          <FormField name="offerTo" label="Offer until" hint={sources.offerTo}>
            <FormInput name="offerTo" type="date" />
          </FormField>
        </fieldset>
        <div className="space-y-2">
          <FormField name="priceType" label="Price type" hint={sources.priceType}>
            <FormInput name="priceType" />
          </FormField>
          {lock('priceType')}
        </div>
        <div className="space-y-2">
          <FormField name="tag" label="Tag" hint={sources.tag}>
            <FormInput name="tag" />
          </FormField>
          {lock('tag')}
        </div>
        <div className="space-y-2">
          <FormField name="status" label="Status" hint={sources.status}>
            <FormSelect
              name="status"
              placeholder="Choose a status"
              options={STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))}
            />
          </FormField>
          {lock('status')}
        </div>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-bold">On the site</legend>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {SWITCHES.map((name) => (
            <div key={name} className="space-y-2 rounded-site border border-gray-300 p-3">
              <CheckboxField id={`car-${name}`} label={FIELD_LABELS[name]} {...form.register(name)} />
              <p className="text-sm text-gray-700">{sources[name]}</p>
              {lock(name)}
            </div>
          ))}
        </div>
      </fieldset>
      <div className="space-y-2">
        <FormField name="dealercomments" label="Dealer comments" hint={sources.dealercomments}>
          <FormTextarea name="dealercomments" rows={6} />
        </FormField>
        {lock('dealercomments')}
      </div>
      <div className="space-y-2">
        <FormField
          name="standardEquipment"
          label="Equipment (one item a line)"
          hint={sources.standardEquipment}
        >
          <FormTextarea name="standardEquipment" rows={6} />
        </FormField>
        {lock('standardEquipment')}
      </div>
      <div className="space-y-1">
        {lock('images')}
        <p className="text-sm text-gray-700">
          Photos: {sources.images}. Arranging them below locks them; unlock to take the feed’s again.
        </p>
      </div>
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
