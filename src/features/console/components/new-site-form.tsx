'use client';

import { useRouter } from 'next/navigation';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormInput, FormSelect } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure, submitClass } from './console-form';

// A platform admin starts a dealer's site from a template: the facts only they know. The site is live at
// once; its owner finishes it in Settings, where this form leads.

type Values = {
  slug: string;
  name: string;
  template: string;
  siteType: string;
  tagline: string;
  address: string;
  salesPhone: string;
  dealerships: string;
  brand: string;
};

const SITE_TYPES = [
  { value: 'franchise', label: 'Franchise dealer' },
  { value: 'used-supermarket', label: 'Used car supermarket' },
  { value: 'dealer-group', label: 'Dealer group' },
  { value: 'specialist', label: 'Specialist' },
];

export function NewSiteForm({ templates }: { templates: string[] }) {
  const router = useRouter();
  const form = useApiForm<Values>({
    idPrefix: 'new-site',
    defaultValues: {
      slug: '',
      name: '',
      template: templates[0] ?? '',
      siteType: 'franchise',
      tagline: '',
      address: '',
      salesPhone: '',
      dealerships: '',
      brand: '#1e3a8a',
    },
  });
  const submit = async (values: Values) => {
    const result = await postJson<{ slug: string }>(consoleApiPaths.sites(), {
      ...values,
      dealerships: values.dealerships
        .split(/[\s,]+/)
        .map((slug) => slug.trim())
        .filter(Boolean),
    });
    if (result.kind === 'ok') {
      router.push(consolePaths.settings(result.body?.slug ?? values.slug));
      return;
    }
    showFailure(form, result);
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      noValidate
      aria-busy={form.submitting || undefined}
      className="space-y-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="name" label="Dealer’s name" required>
          <FormInput name="name" autoComplete="off" />
        </FormField>
        <FormField
          name="slug"
          label="Site identifier"
          required
          hint="Lowercase letters, digits and dashes, e.g. harbour-city-motors."
        >
          <FormInput name="slug" autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField name="template" label="Template" required>
          <FormSelect
            name="template"
            placeholder="Choose a template"
            options={templates.map((t) => ({ value: t, label: t }))}
          />
        </FormField>
        <FormField name="siteType" label="Kind of dealer" required>
          <FormSelect name="siteType" placeholder="Choose a kind" options={SITE_TYPES} />
        </FormField>
        <FormField name="tagline" label="Tagline" required>
          <FormInput name="tagline" />
        </FormField>
        <FormField name="address" label="Street address" required>
          <FormInput name="address" autoComplete="off" />
        </FormField>
        <FormField name="salesPhone" label="Sales phone" required>
          <FormInput name="salesPhone" type="tel" autoComplete="off" />
        </FormField>
        <FormField name="brand" label="Brand colour" required hint="A colour like #1e3a8a.">
          <FormInput name="brand" spellCheck={false} />
        </FormField>
        <FormField
          name="dealerships"
          label="Dealerships"
          required
          hint="The slugs of the dealerships whose stock it sells, separated by commas; a new one is added."
          className="md:col-span-2"
        >
          <FormInput name="dealerships" autoComplete="off" spellCheck={false} />
        </FormField>
      </div>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={submitClass}>
        {form.submitting ? 'Adding…' : 'Add the site'}
      </button>
    </Form>
  );
}
