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
  it.each([
    { shared: 140, added: 20, ok: true },
    { shared: 140, added: 20.1, ok: false },
    { shared: 140.1, added: 0, ok: false },
  ])('shared $shared KB, a page adding $added KB: within budget $ok', ({ shared, added, ok }) => {
    const report = scriptBudget([page('a', added, shared), page('b', 0, shared)], {});
    expect(report.ok).toBe(ok);
    expect(report.held).toBe(ok);
  });

  it.each([
    { added: 24.5, held: true },
    { added: 24.6, held: false },
  ])(
    'a page held at a 24.5 KB ceiling adding $added KB: held $held, never within budget',
    ({ added, held }) => {
      const report = scriptBudget([page('results', added), page('home', 0)], { results: 24.5 });
      expect(report.ok).toBe(false);
      expect(report.held).toBe(held);
    },
  );

  it('a ceiling never excuses the shared scripts', () => {
    expect(scriptBudget([page('results', 0, 141), page('home', 0, 141)], { results: 99 }).held).toBe(false);
  });
});
