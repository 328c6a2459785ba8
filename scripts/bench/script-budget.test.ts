import { describe, expect, it } from 'vitest';
import { scriptBudget } from './script-budget';

const KB = 1024;
/** A page of the shared scripts (140 KB unless told) plus one script of its own of `added` KB. */
function page(label: string, added: number, shared = 140) {
  return {
    label,
    scripts: new Map([
      ['/_next/shared.js', shared * KB],
      [`/_next/${label}.js`, added * KB],
    ]),
  };
}

describe('the first-load script budget', () => {
  // Sizes are compared as reported, to a tenth of a KB.
  it.each([
    { shared: 140, added: 20, ok: true },
    { shared: 140, added: 20.04, ok: true },
    { shared: 140, added: 20.05, ok: false },
    { shared: 140.1, added: 0, ok: false },
    { shared: 139, added: 19.9, ok: true },
  ])('shared $shared KB, a page adding $added KB: within budget $ok', ({ shared, added, ok }) => {
    const report = scriptBudget([page('a', added, shared), page('b', 0, shared)]);
    expect(report.ok).toBe(ok);
    expect(report.shared_ok).toBe(shared < 140.05);
    expect(report.pages[0]?.ok).toBe(added < 20.05);
  });
});
