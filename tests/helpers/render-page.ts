import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// Rendering server pages outside Next.js: the page's function called with its props, every async (server)
// component in the tree awaited, and the rest left to React's static renderer.

/** Awaits every async (server) component in the tree, leaving the rest to the renderer. */
export async function resolveTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveTree));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  const { type } = element;
  if (typeof type === 'function' && type.constructor.name === 'AsyncFunction') {
    return resolveTree(await (type as (props: unknown) => Promise<ReactNode>)(element.props));
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, { children: await resolveTree(element.props.children) });
}

const isNotFound = (error: unknown) =>
  typeof (error as { digest?: unknown })?.digest === 'string' &&
  (error as { digest: string }).digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;404');

/** A page's HTML, or 404 when it calls notFound(); any other fault fails the test. */
export async function renderPage(page: () => ReactNode | Promise<ReactNode>): Promise<string | 404> {
  try {
    return renderToStaticMarkup(await resolveTree(await page()));
  } catch (error) {
    if (isNotFound(error)) return 404;
    throw error;
  }
}

/** A page's props: its route parameters and query, as Next.js hands them over (promises). */
export const pageProps = <P extends object>(params: P, searchParams: Record<string, string> = {}) => ({
  params: Promise.resolve(params),
  searchParams: Promise.resolve(searchParams),
});
