// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Deferred } from './deferred';

const Widget = lazy(async () => ({ default: () => <p>the widget</p> }));

describe('Deferred', () => {
  it('the server sends the fallback, not the widget', () => {
    const html = renderToStaticMarkup(
      <Deferred fallback={<p>placeholder</p>}>
        <Widget />
      </Deferred>,
    );
    expect(html).toBe('<p>placeholder</p>');
  });

  it('in the browser the widget replaces the fallback once its code arrives', async () => {
    render(
      <Deferred fallback={<p>placeholder</p>}>
        <Widget />
      </Deferred>,
    );
    expect(await screen.findByText('the widget')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });
});
