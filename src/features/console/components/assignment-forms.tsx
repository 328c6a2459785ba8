'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LEAD_KIND_LABELS, LEAD_KINDS } from '@/enquiries/inbox-rules';
import type { LeadKind } from '@/enquiries/rules';
import { postJson, sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormSelect } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import type { Choice } from '../leads/choices';
import { formErrorClass, showFailure, submitClass } from './console-form';

// The Assignment screen's forms: a new round-robin rule (where the leads come from and which kinds), a
// rule's removal, and a member's own "away", which new leads skip.

type RuleValues = { dealershipId: string; locationId: string; kinds: LeadKind[] };

export function AddRuleForm({
  site,
  dealerships,
  locations,
  anyDealership,
}: {
  site: string;
  dealerships: Choice[];
  locations: (Choice & { dealershipId: string })[];
  /** The member may make a rule for the whole site. */
  anyDealership: boolean;
}) {
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useApiForm<RuleValues>({
    idPrefix: 'rule',
    defaultValues: {
      dealershipId: anyDealership ? '' : (dealerships[0]?.value ?? ''),
      locationId: '',
      kinds: [],
    },
  });
  const dealership = form.watch('dealershipId');
  const places = locations.filter((l) => !dealership || l.dealershipId === dealership);
  const submit = async (values: RuleValues) => {
    setSaved(null);
    const result = await postJson(consoleApiPaths.assignmentRules(site), {
      dealershipId: values.dealershipId ? Number(values.dealershipId) : null,
      locationId: values.locationId ? Number(values.locationId) : null,
      kinds: Array.isArray(values.kinds) ? values.kinds : [],
    });
    if (result.kind !== 'ok') return showFailure(form, result);
    setSaved('Rule added: new leads it takes go round its staff from now on.');
    form.reset();
    router.refresh();
  };
  return (
    <Form form={form} onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="dealershipId" label="Dealership">
          <FormSelect
            name="dealershipId"
            placeholder={anyDealership ? 'Any dealership' : 'Choose'}
            options={dealerships}
          />
        </FormField>
        <FormField name="locationId" label="Location">
          <FormSelect name="locationId" placeholder="Any location" options={places} />
        </FormField>
      </div>
      <fieldset>
        <legend className="font-semibold">Kinds of lead (none ticked: every kind)</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {LEAD_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={kind} className="size-5" {...form.register('kinds')} />
              {LEAD_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={submitClass}>
        Add rule
      </button>
      <p role="status" className={saved ? 'text-sm font-semibold text-green-900' : 'sr-only'}>
        {saved ?? ''}
      </p>
    </Form>
  );
}

export function DeleteRuleButton({ site, rule, label }: { site: string; rule: number; label: string }) {
  const router = useRouter();
  const form = useApiForm({ idPrefix: `rule-${rule}` });
  const submit = async () => {
    const result = await sendJson(consoleApiPaths.assignmentRule(site, rule), undefined, {
      method: 'DELETE',
    });
    if (result.kind !== 'ok') return showFailure(form, result);
    router.refresh();
  };
  return (
    <Form form={form} onSubmit={submit} noValidate>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button
        type="submit"
        disabled={form.submitting || !form.hydrated}
        aria-label={`Delete the rule: ${label}`}
        className="min-h-11 rounded-site border border-red-800 px-4 font-semibold text-red-900"
      >
        Delete
      </button>
    </Form>
  );
}

export function AwayForm({ away }: { away: boolean }) {
  const router = useRouter();
  const form = useApiForm<{ away: boolean }>({ idPrefix: 'away', defaultValues: { away } });
  const submit = async (values: { away: boolean }) => {
    const result = await postJson(consoleApiPaths.away(), { away: values.away });
    if (result.kind !== 'ok') return showFailure(form, result);
    router.refresh();
  };
  return (
    <Form form={form} onSubmit={submit} noValidate className="space-y-3">
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input type="checkbox" className="size-5" {...form.register('away')} />I am away: give new leads to
        the others
      </label>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={submitClass}>
        Save
      </button>
      <p role="status" className="text-sm">
        {away
          ? 'You are away: the assignment rules skip you.'
          : 'You are in: the assignment rules include you.'}
      </p>
    </Form>
  );
}
