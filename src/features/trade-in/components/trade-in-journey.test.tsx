// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldIssues, invalidFieldsBody } from '@/lib/http';
import { StartValuationSchema } from '../schema';
import { TradeInJourney, type TradeInJourneyProps } from './trade-in-journey';

// The journey against the API's own schema: every control a shopper may set, optional ones too, is sent
// in the shape the valuation call takes, so a choice the tests would otherwise leave at its default (the
// 'Nearest location') cannot send what the call refuses.

const props: TradeInJourneyProps = {
  siteSlug: 'coastal-toyota',
  defaultState: 'QLD',
  plate: null,
  tradingIn: true,
  car: null,
  buyOnlineSlug: null,
  locations: [
    { id: 11, name: 'Coastal Toyota Capalaba' },
    { id: 12, name: 'Coastal Toyota Tingalpa' },
  ],
  suggestVariants: false,
  shopper: null,
  saveToAccount: false,
  offerValidDays: 7,
  reopening: false,
};

const VALUATION_ID = '0b6c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const ranger = { year: 2023, make: 'Ford', model: 'Ranger', badge: 'XLT', series: 'PY', vin: null };
const view = {
  id: VALUATION_ID,
  status: 'valued',
  rego: '824TRD',
  regoState: 'QLD',
  vehicle: ranger,
  kms: 45_000,
  preferredContact: 'SMS',
  estimate: { low: 28_000, high: 32_000, offer: 30_000 },
  basedOn: null,
  noOnlineFigure: null,
  expiresAt: null,
  expiresOn: null,
  expired: false,
  acceptedAt: null,
  car: null,
  photos: 0,
};

/** The calls the journey makes, the valuation call answered by the API's own schema. */
function serve() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = input.split('?')[0];
      const json = (status: number, body: unknown) => Response.json(body, { status });
      if (path === '/api/trade-in/rego') return json(200, { vehicle: ranger });
      if (path === '/api/trade-in/valuations') {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        const parsed = StartValuationSchema.safeParse(body);
        if (!parsed.success) return json(400, invalidFieldsBody(fieldIssues(parsed.error)));
        return json(201, { valuation: { ...view, status: 'started', estimate: null } });
      }
      if (path.endsWith('/adjustments')) return json(200, { valuation: view });
      if (path.endsWith('/photos')) return json(200, { photos: [] });
      throw new Error(`unexpected call ${path}`);
    }),
  );
  return sent;
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('TradeInJourney', () => {
  it.each([
    { reopening: false, drawn: 'Registration (rego)', notDrawn: 'Loading…' },
    { reopening: true, drawn: 'Loading…', notDrawn: 'Registration (rego)' },
  ])(
    'drawn on the server with reopening $reopening: $drawn, as the browser first draws it',
    ({ reopening, drawn, notDrawn }) => {
      const html = renderToString(<TradeInJourney {...props} reopening={reopening} />);
      expect(html).toContain(drawn);
      expect(html).not.toContain(notDrawn);
      // Nothing typed before hydration is lost: the plate waits for it, as the buttons do.
      if (!reopening) expect(html).toMatch(/<input[^>]*readOnly=""[^>]*placeholder="ABC123"/);
    },
  );

  it('values a car with every optional control set, the nearest location sent as its id', async () => {
    const sent = serve();
    const user = userEvent.setup();
    render(<TradeInJourney {...props} />);

    await user.type(await screen.findByLabelText(/Registration/), '824TRD');
    await user.click(screen.getByRole('button', { name: 'Find my car' }));
    await user.type(await screen.findByLabelText('Badge'), '{Control>}a{/Control}XLT');
    await user.click(screen.getByRole('button', { name: 'Yes, this is my car' }));

    await user.type(await screen.findByLabelText(/Odometer/), '45,000');
    for (const [question, answer] of [
      ['Service history', 'Partial service history'],
      ['Has the car been in an accident?', 'Yes, professionally repaired'],
      ['Body and interior', 'Fair: dents, scratches or stains'],
      ['Tyres', 'Need replacing soon'],
      ['Keys', 'One'],
      ['Is Your Car Currently Under Finance?', 'Yes'],
    ]) {
      const group = screen.getByRole('group', { name: new RegExp(`^${question.replace('?', '\\?')}`) });
      await user.click(within(group).getByLabelText(answer));
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByLabelText(/First name/), 'Anna');
    await user.type(screen.getByLabelText('Last name'), 'Nguyen');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0412 345 678');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await user.type(screen.getByLabelText('Postcode'), '4157');
    await user.selectOptions(screen.getByLabelText('Nearest location'), 'Coastal Toyota Tingalpa');
    await user.click(screen.getByLabelText('SMS'));
    await user.click(screen.getByRole('button', { name: 'Get my valuation' }));

    expect(await screen.findByTestId('valuation-offer')).toHaveTextContent('$30,000');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      location_id: 12,
      postcode: '4157',
      last_name: 'Nguyen',
      PreferredContactMethod: 'SMS',
      kms: 45_000,
    });
  });

  it('shows a refusal of a field no step shows, rather than losing it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          invalidFieldsBody([{ field: 'vehicle.vin', message: 'A VIN has 17 letters and numbers.' }]),
          {
            status: 400,
          },
        ),
      ),
    );
    sessionStorage.setItem(
      'coastal-toyota:trade-in-journey',
      JSON.stringify({
        step: 3,
        rego: '824TRD',
        regoState: 'QLD',
        vehicle: { ...ranger, year: '2023', vin: 'SHORT' },
        kms: '45000',
        answers: {
          serviceHistory: 'full',
          accidentDamage: 'no',
          bodyInterior: 'good',
          tyres: 'good',
          keys: 'two',
          underFinance: 'No',
        },
        details: { name: 'Anna', phone: '0412345678', email: 'anna@example.com' },
        idempotencyKey: 'journey-key-1',
      }),
    );
    const user = userEvent.setup();
    render(<TradeInJourney {...props} />);
    await user.click(await screen.findByRole('button', { name: 'Get my valuation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A VIN has 17 letters and numbers.');
  });
});
