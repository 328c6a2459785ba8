// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Slider } from './slider';

const RATE = { min: 0.5, max: 15, step: 0.5 };

function Rate({ start = 9.17 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <span id="rate-label">Interest rate</span>
      <Slider
        value={value}
        range={RATE}
        onValueChange={setValue}
        labelledBy="rate-label"
        valueText={(v) => `${v} %`}
      />
      <output>{value}</output>
    </>
  );
}

const rate = () => screen.getByRole('slider', { name: 'Interest rate' });

describe('Slider (one value)', () => {
  it('is a labelled slider with its bounds and spoken value, at its exact value', () => {
    render(<Rate />);
    expect(rate()).toHaveValue('9.17');
    expect(rate()).toHaveAttribute('aria-valuetext', '9.17 %');
    expect(rate()).toHaveAttribute('min', '0.5');
    expect(rate()).toHaveAttribute('max', '15');
  });

  it('is reached with Tab', async () => {
    const user = userEvent.setup();
    render(<Rate />);
    await user.tab();
    expect(rate()).toHaveFocus();
  });

  it('keys step from the value onto the grid; Page Up / Page Down ten steps; Home and End the bounds', async () => {
    const user = userEvent.setup();
    render(<Rate />);
    rate().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('status')).toHaveTextContent('9.5');
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('8.5');
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('status')).toHaveTextContent('13.5');
    await user.keyboard('{End}{ArrowRight}{PageUp}');
    expect(screen.getByRole('status')).toHaveTextContent('15');
    await user.keyboard('{Home}{ArrowLeft}{PageDown}');
    expect(screen.getByRole('status')).toHaveTextContent('0.5');
  });

  it('a drag lands on the grid', () => {
    render(<Rate />);
    fireEvent.change(rate(), { target: { value: '9.3' } });
    expect(screen.getByRole('status')).toHaveTextContent('9.5');
  });

  it('draws a value outside the range at the nearer end', () => {
    render(<Rate start={20} />);
    expect(rate()).toHaveValue('15');
  });
});
