// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../payments/payment-list';
import { PaymentTable } from './payment-table';

// The payments list as a manager scans it: the state in their words with the hold's end on the car's
// location's clock, the amount, the car linked to its console page (or the payment's reference), how to
// reach the shopper, and the actions slot on the rows it is given for.

const base: PaymentRow = {
  id: 'r1',
  kind: 'purchase',
  state: 'held',
  amountCents: 50_000,
  createdAt: new Date('2026-11-24T01:00:00Z'),
  holdUntil: new Date('2026-11-26T01:00:00Z'),
  extendedAt: null,
  updatedAt: new Date('2026-11-24T01:00:00Z'),
  timeZone: 'Australia/Perth',
  car: { id: 42, title: '2021 Toyota Corolla Ascent', stocknum: 'CZ1042' },
  reference: null,
  paymentId: 'tpi_1',
  shopper: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' },
  actions: { cancel: true, extend: true, convert: true },
  refundable: false,
};
const payment: PaymentRow = {
  ...base,
  id: 'p1',
  kind: 'payment',
  state: 'refunded',
  amountCents: 12_345,
  holdUntil: null,
  car: null,
  reference: 'INV-1001',
  actions: null,
};

describe('PaymentTable', () => {
  it('shows each payment in the dealer’s words and offers the actions slot per row', () => {
    render(
      <PaymentTable
        site="carzone"
        rows={[base, payment]}
        actions={(row) => (row.actions ? <button type="button">Act on {row.id}</button> : null)}
      />,
    );
    const [, held, paid] = screen.getAllByRole('row');
    expect(within(held).getByText('Held until 26 Nov 2026, 9:00 am AWST')).toBeInTheDocument();
    expect(within(held).getByText('$500.00')).toBeInTheDocument();
    expect(within(held).getByText('Purchase')).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: '2021 Toyota Corolla Ascent' })).toHaveAttribute(
      'href',
      '/carzone/stock/42',
    );
    expect(within(held).getByText('Stock no. CZ1042')).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: 'jo@example.com' })).toHaveAttribute(
      'href',
      'mailto:jo@example.com',
    );
    expect(within(held).getByRole('link', { name: '0412 345 678' })).toHaveAttribute(
      'href',
      'tel:0412345678',
    );
    expect(within(held).getByRole('button', { name: 'Act on r1' })).toBeInTheDocument();
    expect(within(paid).getByText('Refunded')).toBeInTheDocument();
    expect(within(paid).getByText('Reference INV-1001')).toBeInTheDocument();
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when nothing matches the filter', () => {
    render(<PaymentTable site="carzone" rows={[]} actions={() => null} />);
    expect(screen.getByText('No payment matches this filter.')).toBeInTheDocument();
  });
});
