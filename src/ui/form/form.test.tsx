// @vitest-environment jsdom
import '@/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { postJson } from '@/lib/api-client';
import { Form, FormCheckbox, FormError, FormErrorSummary, FormField, FormInput, FormScope } from './form';
import { lazyResolver } from './lazy-resolver';
import { type ApiFormOptions, NAVIGATING, useApiForm } from './use-api-form';

// jsdom lays nothing out; the summary's links scroll their field into view.
Element.prototype.scrollIntoView = () => undefined;

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  email: z.email('Please enter a valid email.'),
  terms: z.literal(true, 'Please agree to the terms.'),
});
type Values = { name: string; email: string; terms: boolean };
const resolver = zodResolver(schema) as unknown as Resolver<Values>;

function Demo({
  options,
  onSubmit,
  children,
}: {
  options: Partial<ApiFormOptions<Values>>;
  onSubmit: (values: Values, form: ReturnType<typeof useApiForm<Values>>) => unknown;
  children?: ReactNode;
}) {
  const form = useApiForm<Values>({
    idPrefix: 'demo',
    defaultValues: { name: '', email: '', terms: false },
    ...options,
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values, form)}
      noValidate
      aria-busy={form.submitting || undefined}
    >
      <FormErrorSummary form={form} heading="Please fix the following errors:" />
      <FormField name="name" label="Name" required>
        <FormInput name="name" />
      </FormField>
      <FormField name="email" label="Email" required>
        <FormInput name="email" type="email" />
      </FormField>
      <FormCheckbox name="terms" label="I agree" required />
      {children}
      <FormError form={form} focusable />
      <button type="submit" disabled={form.submitting || !form.hydrated}>
        {form.submitting ? 'Sending…' : 'Send'}
      </button>
    </Form>
  );
}

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Name'), 'Ann');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.click(screen.getByLabelText('I agree'));
};

/** A group with its own form, nested in Demo's: Check shows what was typed as its message. */
function Nested() {
  const inner = useApiForm<{ code: string }>({ idPrefix: 'inner', defaultValues: { code: '' } });
  return (
    <FormScope form={inner}>
      <FormField name="code" label="Code" required>
        <FormInput name="code" />
      </FormField>
      <button type="button" onClick={() => inner.showFieldErrors({ code: inner.getValues('code') })}>
        Check
      </button>
    </FormScope>
  );
}

describe('the form primitive', () => {
  it('binds each field by name: id from the prefix, label, aria-required', () => {
    render(<Demo options={{ resolver }} onSubmit={() => undefined} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('id', 'demo-email');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAttribute('id', 'demo-terms');
  });

  it("shows the default values in the server's HTML, before react-hook-form sets them", () => {
    const html = renderToString(
      <Demo
        options={{ defaultValues: { name: 'Ann', email: '', terms: false } }}
        onSubmit={() => undefined}
      />,
    );
    expect(html).toMatch(/id="demo-name"[^>]*value="Ann"/);
  });

  it('keeps what was typed into the server’s HTML before hydration, and sends it', async () => {
    const onSubmit = vi.fn();
    const element = (
      <Demo options={{ defaultValues: { name: '', email: '', terms: false } }} onSubmit={onSubmit} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // Typed before the page's script ran: the DOM's value, not its default.
    (container.querySelector('#demo-name') as HTMLInputElement).value = 'Sam';
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Sam');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Sam', email: 'sam@example.com' });
    container.remove();
  });

  it.each([
    {
      focus: 'summary' as const,
      summary: true,
      focused: () => screen.getByRole('alert', { name: 'Please fix the following errors:' }),
    },
    { focus: 'first-invalid' as const, summary: false, focused: () => screen.getByLabelText('Name') },
    {
      focus: 'none' as const,
      summary: false,
      focused: () => screen.getByRole('button', { name: 'Send' }),
    },
  ])(
    'a refused submit marks each field, shows the summary ($summary) and focuses $focus',
    async ({ focus, summary, focused }) => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<Demo options={{ resolver, invalidFocus: focus, summary }} onSubmit={onSubmit} />);
      await user.type(screen.getByLabelText('Email'), 'not-an-email');
      (document.activeElement as HTMLElement).blur();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const email = screen.getByLabelText('Email');
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      expect(email).toHaveAccessibleDescription('Please enter a valid email.');
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
      expect(screen.getByLabelText('I agree')).toHaveAccessibleDescription('Please agree to the terms.');
      expect(onSubmit).not.toHaveBeenCalled();
      const summaryBox = screen.queryByRole('alert', { name: 'Please fix the following errors:' });
      if (summary) {
        // In page order, each a link to its field.
        const links = screen.getAllByRole('link');
        expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
          ['Please enter your name.', '#demo-name'],
          ['Please enter a valid email.', '#demo-email'],
          ['Please agree to the terms.', '#demo-terms'],
        ]);
        await user.click(links[1]);
        expect(email).toHaveFocus();
      } else expect(summaryBox).toBeNull();
      if (summary) return;
      await waitFor(() => expect(focused()).toHaveFocus());
    },
  );

  it('the summary lists fields in the order given, when the form gives one', async () => {
    const user = userEvent.setup();
    render(
      <Demo
        options={{ resolver, summary: true, invalidFocus: 'summary', fieldOrder: ['terms', 'email', 'name'] }}
        onSubmit={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '#demo-terms',
      '#demo-email',
      '#demo-name',
    ]);
    expect(screen.getByRole('alert', { name: 'Please fix the following errors:' })).toHaveFocus();
  });

  it('is busy while the handler runs, and stays busy when it navigates', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    render(<Demo options={{ resolver }} onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Ann', email: 'ann@example.com', terms: true },
      expect.anything(),
    );
    finish(undefined);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    finish(NAVIGATING);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it("shows the server's field issues on the fields and focuses the first; others as the form's message", async () => {
    const user = userEvent.setup();
    const answers = [
      {
        status: 400,
        body: {
          error: 'Invalid field: fields.email',
          issues: [{ field: 'fields.email', message: 'Taken.' }],
        },
      },
      { status: 429, body: { error: 'Too many tries. Please wait a minute.' } },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const next = answers.shift();
        return new Response(JSON.stringify(next?.body), { status: next?.status });
      }),
    );
    render(
      <Demo
        options={{ resolver }}
        onSubmit={async (values, form) => {
          const result = await postJson('/api/demo', { fields: values });
          if (result.kind !== 'ok') form.showRefusal(result, 'Sorry, that did not work.');
        }}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Taken.'));
    await waitFor(() => expect(email).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many tries. Please wait a minute.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(email).not.toHaveAttribute('aria-invalid');
    vi.unstubAllGlobals();
  });

  it('a resolver that cannot load refuses with the form-level message, and loads again next time', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<Resolver<FieldValues>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(resolver as unknown as Resolver<FieldValues>);
    const onSubmit = vi.fn();
    render(
      <Demo
        options={{
          resolver: lazyResolver(
            load,
            'An error occurred when submitting this form',
          ) as unknown as Resolver<Values>,
        }}
        onSubmit={onSubmit}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred when submitting this form');
    await waitFor(() => expect(alert).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a form the server alone checks keeps the last answer's summary and messages until the next answer", async () => {
    const user = userEvent.setup();
    let answer: (issues: Record<string, string>) => void = () => undefined;
    render(
      <Demo
        options={{ summary: true, invalidFocus: 'summary' }}
        onSubmit={(_values, form) =>
          new Promise<void>((resolve) => {
            answer = (issues) => {
              if (Object.keys(issues).length > 0) form.showFieldErrors(issues);
              else form.clearErrors();
              resolve();
            };
          })
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    answer({ email: 'Taken.' });
    const summaryBox = await screen.findByRole('alert', { name: 'Please fix the following errors:' });
    await waitFor(() => expect(summaryBox).toHaveFocus());
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Taken.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled());
    expect(screen.getByRole('alert', { name: 'Please fix the following errors:' })).toBeInTheDocument();
    answer({});
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('binds a group nested in another form to its own form, without submitting the one around it', async () => {
    const outer = vi.fn();
    render(
      <Demo options={{}} onSubmit={outer}>
        <Nested />
      </Demo>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'Wrong code.');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByLabelText('Code')).toHaveAttribute('id', 'inner-code');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Wrong code.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(outer).not.toHaveBeenCalled();
  });
});
