// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentMark, PaymentMarks } from './payment-marks';

describe('PaymentMarks', () => {
  it("is a list named 'We accept' of the five marks, in the spec's order, each an image named by its brand", () => {
    render(<PaymentMarks />);
    expect(screen.getByText('We accept')).toBeVisible();
    const list = screen.getByRole('list', { name: 'We accept' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
  });

  it('names two strips on one page apart (each by its own heading)', () => {
    render(
      <>
        <PaymentMarks />
        <PaymentMarks />
      </>,
    );
    const [first, second] = screen.getAllByRole('list', { name: 'We accept' });
    expect(first.getAttribute('aria-labelledby')).not.toBe(second.getAttribute('aria-labelledby'));
  });

  it('draws a mark alone, at the size asked', () => {
    render(<PaymentMark method="Visa" className="h-8 w-12" />);
    const mark = screen.getByRole('img', { name: 'Visa' });
    expect(mark).toHaveClass('h-8', 'w-12');
    expect(mark).toHaveTextContent('VISA');
  });
});
