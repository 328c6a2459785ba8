import { afterEach } from 'vitest';

// Component tests opt into a DOM with `// @vitest-environment jsdom` at the top of the file; only those
// load Testing Library's matchers and unmount what each test rendered.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  const { polyfillDialog } = await import('./dialog-polyfill');
  polyfillDialog();
}
