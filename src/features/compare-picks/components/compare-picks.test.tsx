// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompareBar } from './compare-bar';
import { CompareToggle } from './compare-toggle';

const CARS = ['car-a', 'car-b', 'car-c', 'car-d', 'car-e'];

function ResultsWithBar() {
  return (
    <>
      {CARS.map((slug) => (
        <CompareToggle key={slug} siteSlug="demo" carSlug={slug} carName={slug.toUpperCase()} />
      ))}
      <CompareBar siteSlug="demo" />
    </>
  );
}

const toggle = (name: string) => screen.getByRole('button', { name: `Compare ${name}` });

beforeEach(() => window.localStorage.clear());

describe('picking cars to compare', () => {
  it('shows no bar until a car is picked, then asks for one more, then links to the comparison', async () => {
    const user = userEvent.setup();
    render(<ResultsWithBar />);
    expect(screen.queryByRole('region', { name: 'Cars to compare' })).toBeNull();
    await user.click(toggle('CAR-A'));
    expect(toggle('CAR-A')).toHaveAttribute('aria-pressed', 'true');
    // The bar's markup loads on the first pick.
    expect(await screen.findByRole('region', { name: 'Cars to compare' })).toHaveTextContent(
      'pick one more to compare',
    );
    expect(screen.queryByRole('link', { name: /Compare \d cars/ })).toBeNull();
    await user.click(toggle('CAR-B'));
    expect(screen.getByRole('link', { name: 'Compare 2 cars' })).toHaveAttribute(
      'href',
      '/compare?cars=car-a,car-b',
    );
  });

  it('keeps four at most: a fifth pick lets the oldest go', async () => {
    const user = userEvent.setup();
    render(<ResultsWithBar />);
    for (const name of ['CAR-A', 'CAR-B', 'CAR-C', 'CAR-D', 'CAR-E']) await user.click(toggle(name));
    expect(toggle('CAR-A')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Compare 4 cars' })).toHaveAttribute(
      'href',
      '/compare?cars=car-b,car-c,car-d,car-e',
    );
  });

  it('unpicks on a second press, clears, and remembers the picks per site', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ResultsWithBar />);
    await user.click(toggle('CAR-A'));
    await user.click(toggle('CAR-B'));
    await user.click(toggle('CAR-B'));
    expect(toggle('CAR-B')).toHaveAttribute('aria-pressed', 'false');
    unmount();
    render(<ResultsWithBar />);
    expect(toggle('CAR-A')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Cars to compare' })).toBeNull();
    expect(window.localStorage.getItem('compare:demo')).toBe('[]');
  });
});
