'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PAGE_FORMS } from '@/content/front-matter';
import { BLOG_CATEGORIES, type BlogCategory } from '@/content/rules';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormInput, FormSelect, FormTextarea } from '@/ui/form/form';
import { NAVIGATING, useApiForm } from '@/ui/form/use-api-form';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, type ContentKind, pathPrefix } from '../content/content-rules';
import { formErrorClass, showFailure, submitClass } from './console-form';
import { ContentImageUpload } from './content-image-upload';
import { PageActions } from './content-page-actions';
import { ContentPreview } from './content-preview';

// A page's editor: for a new page its kind, category and path; then its title, description, dates (days
// on the site's clock), hero image, form and Markdown body, with the live preview beside the body (under
// it on a phone). Saving publishes; the server's refusal shows on each field it names.

export type EditorValues = {
  kind: ContentKind;
  category: BlogCategory;
  path: string;
  title: string;
  description: string;
  start: string;
  expiry: string;
  hero: string;
  heroAlt: string;
  form: string;
  body: string;
};

const FORM_LABELS: Record<(typeof PAGE_FORMS)[number], string> = {
  parts: 'Parts enquiry',
  fleet: 'Fleet enquiry',
  service: 'Service booking',
  promotion: 'Promotion entry',
  contact: 'General enquiry',
};

const lastSegment = (path: string) => path.split('/').pop() ?? '';

export function ContentEditor({
  site,
  initial,
  existing,
  images,
}: {
  site: string;
  initial: EditorValues;
  /** The page being changed, with its state in words and its address on the site; null for a new one. */
  existing: { path: string; state: string; unpublished: boolean; siteUrl: string | null } | null;
  images: { accept: string; kinds: string[] };
}) {
  const router = useRouter();
  const [saved, setSaved] = useState('');
  const form = useApiForm<EditorValues>({ idPrefix: 'page', defaultValues: initial, summary: true });
  const kind = form.watch('kind');
  const body = form.watch('body');
  const title = form.watch('title');
  const description = form.watch('description');

  const retarget = (nextKind: ContentKind, category: BlogCategory) =>
    form.setValue('path', `${pathPrefix(nextKind, category)}${lastSegment(form.getValues('path'))}`);

  const insertImage = (url: string, name: string) => {
    const area = document.getElementById(form.idOf('body')) as HTMLTextAreaElement | null;
    const text = form.getValues('body');
    const at = area?.selectionStart ?? text.length;
    const before = text.slice(0, at);
    // A paragraph of its own, so the image never runs on from the line the cursor is on.
    const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const markdown = `${lead}![${name.replace(/[[\]]/g, '')}](${url})\n`;
    form.setValue('body', `${before}${markdown}${text.slice(at)}`, { shouldDirty: true });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + markdown.length, at + markdown.length);
    });
  };

  const save = async (values: EditorValues) => {
    setSaved('');
    const { kind: _kind, category: _category, path, ...fields } = values;
    const result = existing
      ? await sendJson(consoleApiPaths.contentPage(site, existing.path), fields, { method: 'PUT' })
      : await sendJson(consoleApiPaths.content(site), { path, ...fields });
    if (result.kind !== 'ok') return showFailure(form, result);
    if (!existing) {
      router.push(consolePaths.contentEdit(site, path));
      return NAVIGATING;
    }
    setSaved('Saved and published: the site shows it within seconds.');
    router.refresh();
  };

  return (
    <Form form={form} onSubmit={save} noValidate className="space-y-5">
      <FormError form={form} className={formErrorClass} focusable />
      {existing ? null : (
        <fieldset className="grid gap-4 rounded-site border border-black/10 bg-white p-4 md:grid-cols-3">
          <legend className="px-1 font-bold">Where the page goes</legend>
          <fieldset>
            <legend className="mb-1 text-sm font-bold">Kind</legend>
            {CONTENT_KINDS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  value={value}
                  {...form.register('kind', {
                    onChange: (event) => retarget(event.target.value, form.getValues('category')),
                  })}
                />
                {CONTENT_KIND_LABELS[value]}
              </label>
            ))}
          </fieldset>
          {kind === 'article' ? (
            <FormField name="category" label="Blog category">
              <FormSelect
                name="category"
                placeholder="Choose a category"
                options={BLOG_CATEGORIES.map((category) => ({ value: category.slug, label: category.name }))}
                onChange={(event) => {
                  const next = event.target.value as BlogCategory;
                  form.setValue('category', next);
                  retarget('article', next);
                }}
              />
            </FormField>
          ) : (
            <div className="max-md:hidden" />
          )}
          <FormField name="path" label="Path" hint="Lowercase words joined by dashes: /pages/summer-sale">
            <FormInput name="path" autoComplete="off" spellCheck={false} />
          </FormField>
        </fieldset>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          name="title"
          label="Title"
          hint="The page's heading, and its name in search results"
          required
        >
          <FormInput name="title" />
        </FormField>
        <FormField
          name="description"
          label="Description"
          hint="For search engines and the blog's cards"
          required
        >
          <FormInput name="description" />
        </FormField>
        <FormField
          name="start"
          label="Start"
          hint="Shows from the first moment of this day, on the site's clock"
        >
          <FormInput name="start" type="date" />
        </FormField>
        <FormField
          name="expiry"
          label="Expiry"
          hint="Shows until the last moment of this day (a sale page needs one)"
        >
          <FormInput name="expiry" type="date" />
        </FormField>
        <div className="space-y-2">
          <FormField name="hero" label="Hero image" hint="An image on the site, such as one uploaded here">
            <FormInput name="hero" autoComplete="off" spellCheck={false} />
          </FormField>
          <ContentImageUpload
            to={consoleApiPaths.contentImages(site)}
            label="Upload a hero image"
            {...images}
            onUploaded={(url, name) => {
              form.setValue('hero', url, { shouldDirty: true });
              if (!form.getValues('heroAlt')) form.setValue('heroAlt', name, { shouldDirty: true });
            }}
          />
        </div>
        <FormField
          name="heroAlt"
          label="Hero image description"
          hint="What the image shows, for screen readers"
        >
          <FormInput name="heroAlt" />
        </FormField>
        <FormField name="form" label="Form on the page">
          <FormSelect
            name="form"
            placeholder="No form"
            options={PAGE_FORMS.map((value) => ({ value, label: FORM_LABELS[value] }))}
          />
        </FormField>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <FormField
            name="body"
            label="Body (Markdown)"
            hint="## for a heading, - for a list, [words](/page) for a link"
          >
            <FormTextarea
              name="body"
              rows={18}
              className="w-full rounded-site border border-black/30 p-3 font-mono text-sm"
            />
          </FormField>
          <ContentImageUpload
            to={consoleApiPaths.contentImages(site)}
            label="Add an image"
            {...images}
            onUploaded={insertImage}
          />
        </div>
        <ContentPreview site={site} title={title} description={description} body={body} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={submitClass} disabled={form.submitting || !form.hydrated}>
          {existing?.unpublished ? 'Save and publish' : existing ? 'Save' : 'Publish'}
        </button>
        <p role="status" className="font-semibold text-green-900">
          {saved}
        </p>
      </div>
      {existing ? <PageActions site={site} page={existing} /> : null}
    </Form>
  );
}
