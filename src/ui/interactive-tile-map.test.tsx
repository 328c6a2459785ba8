// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TileService, tileMosaic } from '@/lib/geo/tiles';
import { InteractiveTileMap } from './interactive-tile-map';

const mountLeafletMap = vi.fn((_element: HTMLElement, _options: unknown) => vi.fn());
vi.mock('./leaflet-map', () => ({ mountLeafletMap }));

let seen: (entries: { isIntersecting: boolean }[]) => void = () => {};
const disconnect = vi.fn();
beforeEach(() => {
  mountLeafletMap.mockClear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof seen) {
        seen = callback;
      }
      observe() {}
      disconnect = disconnect;
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const service: TileService = {
  url: 'http://127.0.0.1:4000/{z}/{x}/{y}.png?key={key}',
  key: 'k',
  attribution: '© Test Tiles',
  maxZoom: 19,
};
const centre = { lat: -27.47, long: 153.03 };
const label = 'Map of Coastal Toyota Capalaba';

function renderMap() {
  return render(
    <InteractiveTileMap
      mosaic={tileMosaic(service, centre, 10, 1200, 800)}
      service={service}
      centre={centre}
      zoom={10}
      label={label}
    />,
  );
}

describe('InteractiveTileMap', () => {
  it('shows the tiles as a still map, and loads no map library until it nears the screen', async () => {
    renderMap();
    const still = screen.getByRole('img', { name: label });
    expect(still.querySelectorAll('img')[0]).toHaveAttribute(
      'src',
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:4000\/10\/\d+\/\d+\.png\?key=k$/),
    );
    expect(screen.getByText('© Test Tiles')).toBeInTheDocument();
    await act(async () => seen([{ isIntersecting: false }]));
    expect(mountLeafletMap).not.toHaveBeenCalled();
  });

  it('mounts the live map over the still one when scrolled to, with the same pin, and hides the still one', async () => {
    const { container } = renderMap();
    await act(async () => seen([{ isIntersecting: true }]));
    await vi.waitFor(() => expect(mountLeafletMap).toHaveBeenCalledTimes(1));
    const [element, options] = mountLeafletMap.mock.calls[0];
    expect(options).toMatchObject({ service, centre, zoom: 10, label });
    expect((options as { pin: Element }).pin).toBe(container.querySelector('[data-map-pin]'));
    expect(element).toHaveAttribute('data-live');
    expect(disconnect).toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: label })).not.toBeInTheDocument();
  });

  it('removes the live map when the page leaves', async () => {
    const { unmount } = renderMap();
    await act(async () => seen([{ isIntersecting: true }]));
    await vi.waitFor(() => expect(mountLeafletMap).toHaveBeenCalled());
    const remove = mountLeafletMap.mock.results[0].value;
    unmount();
    expect(remove).toHaveBeenCalled();
  });
});
