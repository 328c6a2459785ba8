// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, toast, toastOnNextPage, toastStore } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => act(() => toastStore.dismiss()));

// jsdom draws no top layer, so the toaster's popover counts as hidden there: queries include hidden
// elements. Its visibility above a modal dialog is the browser's, checked by the share test (Playwright).
const hidden = { hidden: true };

describe('Toaster', () => {
  it('keeps a polite status region rendered, empty until a toast is raised', () => {
    render(<Toaster />);
    const status = screen.getByRole('status', hidden);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    act(() => void toast('Copied 2021 Kia Rio S to your clipboard!', { description: 'Paste it anywhere.' }));
    expect(status).toHaveTextContent('Copied 2021 Kia Rio S to your clipboard!Paste it anywhere.');
  });

  it('shows one toast at a time', () => {
    render(<Toaster />);
    act(() => void toast('First'));
    act(() => void toast('Second'));
    expect(screen.getByRole('status', hidden)).toHaveTextContent('Second');
    expect(screen.queryByText('First')).toBeNull();
  });

  it('goes after 3000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast('Saved'));
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByRole('status', hidden)).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', hidden)).toBeEmptyDOMElement();
    vi.useRealTimers();
  });

  it('is dismissed by its button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast('Saved'));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification', ...hidden }));
    expect(screen.getByRole('status', hidden)).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Dismiss notification', ...hidden })).toBeNull();
  });

  it('offers its link, and following it dismisses the toast', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast('Car Saved In Watchlist', { action: { label: 'View List', href: '/watchlist' } }));
    const link = screen.getByRole('link', { name: 'View List', ...hidden });
    expect(link).toHaveAttribute('href', '/watchlist');
    await user.click(link);
    expect(screen.getByRole('status', hidden)).toBeEmptyDOMElement();
  });

  it('shows, once, the toast the previous page left before a full page load', () => {
    toastOnNextPage('Car Saved In Watchlist', {
      description: '2021 Toyota HiLux SR5 is in your watchlist.',
      action: { label: 'View List', href: '/watchlist' },
    });
    const { unmount } = render(<Toaster />);
    expect(screen.getByRole('status', hidden)).toHaveTextContent(
      'Car Saved In Watchlist2021 Toyota HiLux SR5 is in your watchlist.View List',
    );
    expect(screen.getByRole('link', { name: 'View List', ...hidden })).toHaveAttribute('href', '/watchlist');
    act(() => toastStore.dismiss());
    unmount();
    render(<Toaster />);
    expect(screen.getByRole('status', hidden)).toBeEmptyDOMElement();
  });

  it('ignores a carried toast it cannot read, and a link off the site', () => {
    window.sessionStorage.setItem('toast:next-page', '{not json');
    const first = render(<Toaster />);
    expect(screen.getByRole('status', hidden)).toBeEmptyDOMElement();
    first.unmount();
    toastOnNextPage('Saved', { action: { label: 'Go', href: 'https://evil.example/' } });
    render(<Toaster />);
    expect(screen.getByRole('status', hidden)).toHaveTextContent('Saved');
    expect(screen.queryByRole('link', { name: 'Go', ...hidden })).toBeNull();
  });
});
