// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROMO_SLIDE_HEIGHT, PROMO_SLIDE_WIDTH, type PromoSlide, PromoSlider } from './promo-slider';

const slide = (id: number, extra: Partial<PromoSlide> = {}): PromoSlide => ({
  id,
  title: `Offer ${id}`,
  description: null,
  url: `/offer-${id}`,
  image: `/media/banners/b${id}.webp`,
  hideOverlay: false,
  ...extra,
});

describe('PromoSlider (AF §9: promo slider 540 by 1920)', () => {
  it('draws its slides 1920 wide and 540 high', () => {
    render(<PromoSlider slides={[slide(1)]} />);
    expect([PROMO_SLIDE_WIDTH, PROMO_SLIDE_HEIGHT]).toEqual([1920, 540]);
    const image = screen.getByRole('link', { name: 'Offer 1' }).querySelector('img') as HTMLImageElement;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1920', '540']);
    expect(screen.getByTestId('promo-slide').className).toContain('aspect-[1920/540]');
  });

  it('steps by its arrows and the arrow keys, looping', async () => {
    render(<PromoSlider slides={[slide(1), slide(2)]} />);
    const shown = () =>
      screen
        .getAllByRole('group')
        .find((g) => g.getAttribute('aria-hidden') === 'false')
        ?.getAttribute('aria-label');
    expect(shown()).toBe('1 of 2: Offer 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('2 of 2: Offer 2');
    screen.getByRole('region', { name: 'Offers' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('1 of 2: Offer 1');
  });

  it('names an overlay-free slide by its image, and has no arrows for one slide', () => {
    render(<PromoSlider slides={[slide(3, { hideOverlay: true })]} />);
    expect(screen.getByRole('img', { name: 'Offer 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });
});
