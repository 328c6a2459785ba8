// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxField, Field, Select, Textarea, TextInput } from './field';
import { HydratedSelect } from './hydrated-select';

describe('Field', () => {
  it('names its control by the label alone; a required one shows * outside the label and is aria-required', () => {
    render(
      <Field id="lead-email" label="Email" required>
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'lead-email');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks an invalid control and describes it by its message', () => {
    render(
      <Field id="lead-name" label="First name" error="Please enter your first name.">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your first name.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces a message set on submit when asked to', () => {
    render(
      <Field id="postcode" label="Postcode" error="Please enter a postcode." alert>
        <TextInput />
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a postcode.');
  });

  it('adds a unit to the label in a lighter weight', () => {
    render(
      <Field id="fuel" label="Fuel price" unit="$ per litre">
        <TextInput type="number" />
      </Field>,
    );
    expect(screen.getByLabelText('Fuel price ($ per litre)')).toHaveAttribute('type', 'number');
  });

  it('gives a select its placeholder choice first, and a textarea the same wiring', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Field id="category" label="Category" required error="Please select a category.">
          <Select placeholder="Select a category" options={[{ value: 'Sales', label: 'Sales' }]} />
        </Field>
        <Field id="message" label="Comments">
          <Textarea />
        </Field>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a category', 'Sales']);
    await user.selectOptions(select, 'Sales');
    expect(select).toHaveValue('Sales');
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Still available?');
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('Still available?');
  });
});

describe('CheckboxField', () => {
  it('is a labelled checkbox that carries its required and invalid state', async () => {
    const user = userEvent.setup();
    render(
      <CheckboxField
        id="terms"
        label="I agree to the terms of use."
        required
        error="Please agree to the terms."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms of use.' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please agree to the terms.');
    await user.click(screen.getByText('I agree to the terms of use.'));
    expect(box).toBeChecked();
  });
});

describe('selects before hydration', () => {
  const options = [
    { value: 'a', label: 'Rocklea' },
    { value: 'b', label: 'Blacktown' },
  ];

  it.each([
    [
      'a Select',
      <Select key="s" placeholder="Nearest location" options={options} value="" onChange={() => {}} />,
    ],
    [
      'a plain one',
      <HydratedSelect key="h" value="a" onChange={() => {}}>
        <option value="a">Best match</option>
      </HydratedSelect>,
    ],
  ])(
    '%s is disabled in the server’s HTML, so no choice is made that hydration would drop',
    (_label, control) => {
      expect(renderToString(control)).toMatch(/<select[^>]* disabled=""/);
    },
  );

  it('takes a choice once rendered in the browser, and stays disabled when asked to', async () => {
    render(
      <>
        <Field id="loc" label="Nearest location">
          <Select placeholder="Select a location" options={options} />
        </Field>
        <HydratedSelect aria-label="Sort by" disabled>
          <option value="a">Best match</option>
        </HydratedSelect>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Nearest location' });
    expect(select).toBeEnabled();
    await userEvent.selectOptions(select, 'b');
    expect(select).toHaveValue('b');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  });
});
