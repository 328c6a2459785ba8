// @vitest-environment jsdom
import { act, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyHydration } from './lazy-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      Pressed {presses}
    </button>
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

async function serverHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
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
