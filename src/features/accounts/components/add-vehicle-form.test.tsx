// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddVehicleForm } from './add-vehicle-form';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(response: Response) {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Registration'), 'abc 123');
  await user.selectOptions(screen.getByLabelText('State'), 'QLD');
  await user.type(screen.getByLabelText('Make'), 'Mazda');
  await user.type(screen.getByLabelText('Model'), 'CX-5');
  await user.type(screen.getByLabelText('Year'), '2019');
  await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
}

beforeEach(() => refresh.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('AddVehicleForm', () => {
  it('has the five fields, State a choice of the Australian states and territories', () => {
    render(<AddVehicleForm />);
    for (const label of ['Registration', 'State', 'Make', 'Model', 'Year'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    const options = [...(screen.getByLabelText('State') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['', 'QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'NT', 'ACT']);
    expect(screen.getByLabelText('Year')).toHaveAttribute('inputmode', 'numeric');
  });

  it('posts the fields as JSON, then empties the form and refreshes the page', async () => {
    const fetchMock = serve(json(201, { vehicle: { id: 1 } }));
    render(<AddVehicleForm />);
    await fill();
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/garage/add-vehicle');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      rego: 'abc 123',
      state: 'QLD',
      make: 'Mazda',
      model: 'CX-5',
      year: '2019',
    });
    expect(screen.getByLabelText('Registration')).toHaveValue('');
  });

  it("shows a 400's issue on its field, with aria-invalid and the message as its description", async () => {
    serve(
      json(400, {
        error: 'Invalid field: year',
        issues: [{ field: 'year', message: 'Please enter a year from 1950.' }],
      }),
    );
    render(<AddVehicleForm />);
    await fill();
    const year = screen.getByLabelText('Year');
    await waitFor(() => expect(year).toHaveAttribute('aria-invalid', 'true'));
    expect(year).toHaveAccessibleDescription('Please enter a year from 1950.');
    expect(screen.getByLabelText('Make')).not.toHaveAttribute('aria-invalid');
    expect(year).toHaveValue('2019');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows an answer that names no field (a full garage) as an alert', async () => {
    serve(json(400, { error: 'A garage holds at most 10 vehicles.' }));
    render(<AddVehicleForm />);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('A garage holds at most 10 vehicles.');
    expect(refresh).not.toHaveBeenCalled();
  });
});
