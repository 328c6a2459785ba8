// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Pay() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Pay
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server’s HTML, so a script-only button starts disabled', () => {
    expect(renderToString(<Pay />)).toContain('disabled');
  });

  it('is true once rendered in the browser', () => {
    render(<Pay />);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});
