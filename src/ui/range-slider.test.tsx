// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider, type RangeSliderProps, type RangeValue } from './range-slider';

const PRICE = { min: 5000, max: 250_000, step: 500 };
const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

function Price({ start, ...props }: { start: RangeValue } & Partial<RangeSliderProps>) {
  const [value, setValue] = useState(start);
  return (
    <RangeSlider
      value={value}
      range={PRICE}
      onValueChange={setValue}
      labels={{ min: 'Minimum price', max: 'Maximum price' }}
      valueText={money}
      {...props}
    />
  );
}

const thumbs = () => ({
  min: screen.getByRole('slider', { name: 'Minimum price' }),
  max: screen.getByRole('slider', { name: 'Maximum price' }),
});
const now = (thumb: HTMLElement) => Number(thumb.getAttribute('aria-valuenow'));

/** jsdom lays nothing out: give the track's rail a box, 0 to 1000 px. */
function layOut(container: HTMLElement) {
  const rail = container.querySelector('[role="slider"]')?.parentElement as HTMLElement;
  rail.getBoundingClientRect = () => ({ left: 0, width: 1000, top: 0, height: 6 }) as DOMRect;
  return rail.parentElement as HTMLElement;
}

describe('RangeSlider', () => {
  it('has two named thumbs on one track, each a slider with its bounds and spoken value', () => {
    render(<Price start={{ min: 10_000, max: 30_000 }} />);
    expect(screen.getAllByRole('slider')).toHaveLength(2);
    const { min, max } = thumbs();
    expect(min.parentElement).toBe(max.parentElement);
    expect(min).toHaveAttribute('aria-valuemin', '5000');
    expect(min).toHaveAttribute('aria-valuemax', '30000'); // the other thumb bounds it
    expect(min).toHaveAttribute('aria-valuenow', '10000');
    expect(min).toHaveAttribute('aria-valuetext', '$10,000');
    expect(max).toHaveAttribute('aria-valuemin', '10000');
    expect(max).toHaveAttribute('aria-valuemax', '250000');
    expect(max).toHaveAttribute('aria-valuetext', '$30,000');
  });

  it('is reached with Tab, minimum first', async () => {
    const user = userEvent.setup();
    render(<Price start={{ min: 10_000, max: 30_000 }} />);
    await user.tab();
    expect(thumbs().min).toHaveFocus();
    await user.tab();
    expect(thumbs().max).toHaveFocus();
  });

  it('steps with the arrows and ten steps with Page Up / Page Down', async () => {
    const user = userEvent.setup();
    render(<Price start={{ min: 10_000, max: 30_000 }} />);
    const { min, max } = thumbs();
    min.focus();
    await user.keyboard('{ArrowRight}');
    expect(now(min)).toBe(10_500);
    await user.keyboard('{ArrowUp}');
    expect(now(min)).toBe(11_000);
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}');
    expect(now(min)).toBe(9500);
    await user.keyboard('{PageUp}');
    expect(now(min)).toBe(14_500);
    max.focus();
    await user.keyboard('{PageDown}');
    expect(now(max)).toBe(25_000);
  });

  it('thumbs cannot cross: the minimum stops at the maximum and the maximum at the minimum', async () => {
    const user = userEvent.setup();
    render(<Price start={{ min: 29_500, max: 30_000 }} />);
    const { min, max } = thumbs();
    min.focus();
    await user.keyboard('{ArrowRight}');
    expect(now(min)).toBe(30_000);
    await user.keyboard('{ArrowRight}{PageUp}{End}');
    expect(now(min)).toBe(30_000);
    expect(now(max)).toBe(30_000);
    max.focus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(now(max)).toBe(30_000);
    await user.keyboard('{ArrowRight}');
    expect(now(max)).toBe(30_500);
  });

  it('Home and End go to the bounds, and the bounds hold', async () => {
    const user = userEvent.setup();
    render(<Price start={{ min: 10_000, max: 30_000 }} />);
    const { min, max } = thumbs();
    min.focus();
    await user.keyboard('{Home}');
    expect(now(min)).toBe(5000);
    await user.keyboard('{ArrowLeft}{PageDown}');
    expect(now(min)).toBe(5000);
    max.focus();
    await user.keyboard('{End}');
    expect(now(max)).toBe(250_000);
    await user.keyboard('{ArrowRight}{PageUp}');
    expect(now(max)).toBe(250_000);
  });

  it('reports which thumb moved, and leaves other keys alone', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Price start={{ min: 10_000, max: 30_000 }} onValueChange={onValueChange} />);
    thumbs().max.focus();
    await user.keyboard('{Enter}a');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenCalledWith({ min: 10_000, max: 29_500 }, 'max');
  });

  it('settles a keyed value, and goes one step further when it settles back (rounded to 1,000)', async () => {
    const user = userEvent.setup();
    const round = (value: number) => Math.round(value / 1000) * 1000;
    render(<Price start={{ min: 10_000, max: 30_000 }} settle={round} />);
    const { min } = thumbs();
    min.focus();
    await user.keyboard('{ArrowRight}'); // 10,500 rounds to 11,000 (a half rounds up)
    expect(now(min)).toBe(11_000);
    await user.keyboard('{ArrowLeft}'); // 10,500 → 11,000 again, so 10,000
    expect(now(min)).toBe(10_000);
  });

  it('draws a value off the step grid where it is, and keys step onto the grid', async () => {
    const user = userEvent.setup();
    render(<Price start={{ min: 10_250, max: 30_000 }} />);
    const { min } = thumbs();
    expect(now(min)).toBe(10_250);
    min.focus();
    await user.keyboard('{ArrowRight}');
    expect(now(min)).toBe(10_500);
  });

  it('a press on the track moves the nearer thumb there, focuses it, and a drag stops at the other', () => {
    const { container } = render(<Price start={{ min: 5000, max: 250_000 }} />);
    const track = layOut(container);
    const { min, max } = thumbs();
    // 800 px of 1000: 5,000 + 0.8 × 245,000 = 201,000, on the 500 grid.
    fireEvent.pointerDown(track, { pointerId: 1, clientX: 800, button: 0, pointerType: 'mouse' });
    expect(now(max)).toBe(201_000);
    expect(max).toHaveFocus();
    fireEvent.pointerDown(track, { pointerId: 2, clientX: 100, button: 0, pointerType: 'mouse' });
    expect(now(min)).toBe(29_500);
    expect(min).toHaveFocus();
    fireEvent.pointerMove(track, { pointerId: 2, clientX: 950 });
    expect(now(min)).toBe(201_000);
    expect(now(max)).toBe(201_000);
    fireEvent.pointerUp(track, { pointerId: 2 });
  });

  it('parts two thumbs on one value in the direction of the drag', () => {
    const { container } = render(<Price start={{ min: 127_500, max: 127_500 }} />);
    const track = layOut(container);
    const { min, max } = thumbs();
    fireEvent.pointerDown(track, { pointerId: 1, clientX: 500, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 600 });
    expect(now(min)).toBe(127_500);
    expect(now(max)).toBe(152_000);
    expect(max).toHaveFocus();
  });
});
