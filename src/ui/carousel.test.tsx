// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel, CarouselArrow, CarouselRow, CarouselSlide, useCarousel } from './carousel';

function Photos({
  count = 4,
  loop = true,
  onIndexChange,
}: {
  count?: number;
  loop?: boolean;
  onIndexChange?: (i: number) => void;
}) {
  return (
    <Carousel label="Car photos" count={count} loop={loop} onIndexChange={onIndexChange}>
      <CarouselRow>
        {Array.from({ length: count }, (_, i) => (
          <CarouselSlide key={i} index={i}>
            <a href={`#photo-${i + 1}`}>Photo {i + 1}</a>
          </CarouselSlide>
        ))}
      </CarouselRow>
      <CarouselArrow direction="previous" />
      <CarouselArrow direction="next" />
    </Carousel>
  );
}

function Stray() {
  useCarousel();
  return null;
}

const carousel = () => screen.getByRole('region', { name: 'Car photos' });
/** The slide in view, by its '2 of 4' name (the others are hidden from screen readers). */
const shown = () => screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'));

describe('Carousel', () => {
  it('is a named carousel region of named slides, only the one in view exposed', () => {
    render(<Photos />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toEqual(['1 of 4']);
    // Out of view: hidden from screen readers, and inert so Tab skips its link.
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides[0]).not.toHaveAttribute('inert');
    for (const slide of slides.slice(1)) expect(slide).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  });

  it('takes focus and steps with the arrow keys, wrapping when it loops; Home and End', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Photos onIndexChange={onIndexChange} />);
    await user.tab();
    expect(carousel()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['2 of 4']);
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{End}');
    expect(shown()).toEqual(['4 of 4']);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['1 of 4']);
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toEqual(['4 of 4']);
    await user.keyboard('{Home}');
    expect(shown()).toEqual(['1 of 4']);
  });

  it('stops at the ends when it does not loop, with the arrows disabled there', async () => {
    const user = userEvent.setup();
    render(<Photos count={3} loop={false} />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(shown()).toEqual(['3 of 3']);
    expect(next).toBeDisabled();
    carousel().focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['3 of 3']);
    await user.keyboard('{Home}');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it('a row of cards, three in view, stops at its last full view', async () => {
    // jsdom lays nothing out: a 900 px row of 300 px cards, measured when observed.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          this.callback();
        }
        disconnect() {}
      },
    );
    const width = (element: HTMLElement) => (element.classList.contains('flex') ? 900 : 300);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return width(this);
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return width(this);
    });
    const user = userEvent.setup();
    render(<Photos count={6} loop={false} />);
    expect(shown()).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    carousel().focus();
    await user.keyboard('{End}');
    expect(shown()).toEqual(['4 of 6', '5 of 6', '6 of 6']);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('moves the row by whole slides, in 300 ms', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    const row = carousel().querySelector('.flex') as HTMLElement;
    expect(row.style.transitionDuration).toBe('300ms');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(row.style.transform).toBe('translateX(calc(-2 * var(--slide-size, 100%)))');
  });

  it('follows a touch swipe of 40 px or more, not a mouse drag or a scroll', () => {
    render(<Photos />);
    const swipe = (pointerType: string, dx: number, dy = 0) => {
      fireEvent.pointerDown(carousel(), { pointerId: 1, pointerType, clientX: 200, clientY: 100 });
      fireEvent.pointerUp(carousel(), { pointerId: 1, pointerType, clientX: 200 + dx, clientY: 100 + dy });
    };
    swipe('touch', -40);
    expect(shown()).toEqual(['2 of 4']);
    swipe('touch', 60);
    expect(shown()).toEqual(['1 of 4']);
    swipe('touch', -39);
    swipe('touch', -60, 80);
    swipe('mouse', -200);
    expect(shown()).toEqual(['1 of 4']);
  });

  it('a part used outside a carousel throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Stray />)).toThrow('useCarousel must be used within a <Carousel />');
    expect(() => render(<CarouselArrow direction="next" />)).toThrow(/within a <Carousel \/>/);
    vi.restoreAllMocks();
  });
});
