// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryCalculator } from './delivery-calculator';

type Reply = { status: number; body: unknown } | 'network';

function serve(reply: Reply) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const SORRY =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

async function calculate(typed: string) {
  const user = userEvent.setup();
  render(<DeliveryCalculator carSlug="2021-toyota-hilux-abc" />);
  if (typed) await user.type(screen.getByLabelText('Postcode'), typed);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
}

describe('DeliveryCalculator', () => {
  it.each([
    { typed: '', message: 'Please enter a postcode.' },
    { typed: '   ', message: 'Please enter a postcode.' },
    { typed: '800', message: 'Invalid postcode. Please enter a 4-digit number.' },
    { typed: '40a0', message: 'Invalid postcode. Please enter a 4-digit number.' },
  ])('refuses $typed in the browser, asking nothing: $message', async ({ typed, message }) => {
    const fetchMock = serve({ status: 200, body: {} });
    await calculate(typed);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    {
      postcode: '4000',
      reply: { status: 200, body: { name: 'Brisbane Metro', price: 0 } },
      shown: 'Delivery to Brisbane Metro: Free',
    },
    {
      postcode: '0800',
      reply: { status: 200, body: { name: 'Darwin', price: 590 } },
      shown: 'Delivery to Darwin: $590',
    },
  ] as const)('shows the region and price for $postcode', async ({ postcode, reply, shown }) => {
    const fetchMock = serve(reply);
    await calculate(postcode);
    expect(await screen.findByText(/Delivery to/)).toHaveTextContent(shown);
    expect(String(fetchMock.mock.calls[0][0])).toContain(postcode);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    { what: 'no region covers it (404)', reply: { status: 404, body: { error: 'Not found' } } as Reply },
    { what: 'a server error', reply: { status: 503, body: {} } as Reply },
    { what: 'no connection', reply: 'network' as Reply },
  ])('says sorry when $what', async ({ reply }) => {
    serve(reply);
    await calculate('4000');
    expect(await screen.findByRole('alert')).toHaveTextContent(SORRY);
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  });

  it('clears the last answer when asked again', async () => {
    serve({ status: 200, body: { name: 'Brisbane Metro', price: 0 } });
    const user = userEvent.setup();
    render(<DeliveryCalculator carSlug="car" />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a postcode.');
    await user.type(screen.getByLabelText('Postcode'), '4000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText(/Delivery to/)).toHaveTextContent('Brisbane Metro');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
