// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { SiteHeader } from './site-header';

const configs = loadSiteConfigs();
const summit = configs.find((c) => c.slug === 'summit-motor-group') as (typeof configs)[number];
const coastal = configs.find((c) => c.slug === 'coastal-toyota') as (typeof configs)[number];

const details = (summary: HTMLElement) => summary.closest('details') as HTMLDetailsElement;

describe('SiteHeader brand mega-menu (AF §2)', () => {
  it('opens the brand logos from Brands, each linking to its brand stock page', async () => {
    render(<SiteHeader config={summit} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    const brands = within(main).getByText('Brands');
    await userEvent.click(brands);
    expect(details(brands).open).toBe(true);
    expect(within(main).getByRole('link', { name: 'Mazda' }).getAttribute('href')).toBe('/mazda/overview');
    expect(within(main).getByRole('link', { name: 'All brands' }).getAttribute('href')).toBe('/brands');
  });

  it('closes on Escape and gives focus back to Brands', async () => {
    render(<SiteHeader config={summit} />);
    const brands = within(screen.getByRole('navigation', { name: 'Main' })).getByText('Brands');
    // Enter on a summary is the browser's own (the e2e test presses it); jsdom opens it by a click.
    await userEvent.click(brands);
    brands.focus();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Mazda');
    await userEvent.keyboard('{Escape}');
    expect(details(brands).open).toBe(false);
    expect(document.activeElement).toBe(brands);
  });

  it('closes when the shopper presses outside it', async () => {
    render(
      <>
        <SiteHeader config={summit} />
        <p>Page</p>
      </>,
    );
    const brands = within(screen.getByRole('navigation', { name: 'Main' })).getByText('Brands');
    await userEvent.click(brands);
    await userEvent.click(screen.getByText('Page'));
    expect(details(brands).open).toBe(false);
  });

  it('has the brands inside the phone menu, Escape closing the innermost menu first', async () => {
    render(<SiteHeader config={summit} />);
    const menuButton = screen.getByText('Menu');
    await userEvent.click(menuButton);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const brands = within(mobile).getByText('Brands');
    await userEvent.click(brands);
    expect(within(mobile).getByRole('link', { name: 'Mazda' }).getAttribute('href')).toBe('/mazda/overview');
    await userEvent.keyboard('{Escape}');
    expect(details(brands).open).toBe(false);
    expect(details(menuButton).open).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(details(menuButton).open).toBe(false);
    expect(document.activeElement).toBe(menuButton);
  });

  it('keeps Brands a plain link on a site without the mega-menu', () => {
    render(<SiteHeader config={coastal} />);
    expect(screen.queryByText('Car Brands')).toBeNull();
  });
});
