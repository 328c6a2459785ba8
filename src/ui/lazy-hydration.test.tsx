// @vitest-environment jsdom
import { act, type ComponentType, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyHydration, useStandIn } from './lazy-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      Pressed {presses}
    </button>
  );
}

/** A section with a fixed id (left out where it stands in) and an id from useId. */
function Specifications() {
  const listId = useId();
  const standIn = useStandIn();
  return (
    <section id={standIn ? undefined : 'specifications'}>
      <h2>Specifications</h2>
      <p id={listId}>{'A long list. '.repeat(100)}</p>
    </section>
  );
}

/** Counter behind a lazy() whose code arrives when `arrive` is called. */
function gatedCounter() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => {
    await arrived;
    return { default: Counter };
  });
  return { Lazy, arrive };
}

/** The markup the server sends: rendered where there is no window, as on the server. */
async function serverHtml(node: ReactNode, progressiveChunkSize?: number): Promise<string> {
  vi.stubGlobal('window', undefined);
  try {
    const { prelude } = await prerender(node, { progressiveChunkSize });
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

const containers: HTMLElement[] = [];
function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

const press = (element: HTMLElement) =>
  act(async () => {
    element.querySelector('button')?.click();
  });

describe('LazyHydration', () => {
  it('the server renders the component itself', async () => {
    const html = await serverHtml(
      <LazyHydration>
        <Counter />
      </LazyHydration>,
    );
    expect(html).toContain('<button type="button">Pressed <!-- -->0</button>');
  });

  it('written after the rest of a large page, it stands in with its markup, each id once in the HTML', async () => {
    const html = await serverHtml(
      <main>
        <p>{'The page before it. '.repeat(100)}</p>
        <LazyHydration>
          <Specifications />
        </LazyHydration>
      </main>,
      1000,
    );
    // Outlined: React reveals the real markup (a hidden segment) in the stand-in's place after a paint.
    expect(html).toContain('<div hidden id="S:');
    expect(html.match(/<h2>Specifications<\/h2>/g)).toHaveLength(2);
    expect(html.match(/id="specifications"/g)).toHaveLength(1);
    const ids = [...html.matchAll(/<p id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('hydrating, keeps the server markup as it is until the code arrives, then hydrates it in place', async () => {
    const html = await serverHtml(
      <LazyHydration>
        <Counter />
      </LazyHydration>,
    );
    const element = container(html);
    const button = element.querySelector('button');
    const { Lazy, arrive } = gatedCounter();
    await act(async () => {
      hydrateRoot(
        element,
        <LazyHydration>
          <Lazy />
        </LazyHydration>,
      );
    });
    expect(element.innerHTML).toBe(html);
    await act(async () => arrive());
    expect(element.querySelector('button')).toBe(button);
    await press(element);
    expect(button?.textContent).toBe('Pressed 1');
  });

  it('rendered fresh after the page hydrated, it has no boundary of its own: the update waits for the code', async () => {
    const page = (
      <LazyHydration>
        <Counter />
      </LazyHydration>
    );
    const hydrated = container(await serverHtml(page));
    await act(async () => {
      hydrateRoot(hydrated, page);
    });
    const element = container();
    const { Lazy, arrive } = gatedCounter();
    await act(async () => {
      createRoot(element).render(
        <Suspense fallback={<p>Waiting</p>}>
          <LazyHydration>
            <Lazy />
          </LazyHydration>
        </Suspense>,
      );
    });
    expect(element.textContent).toBe('Waiting');
    await act(async () => arrive());
    expect(element.textContent).toBe('Pressed 0');
  });
});
