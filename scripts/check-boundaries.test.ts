import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The import rule checked on a planted tree: one feature importing another fails `npm run lint`, a
// feature importing a shared layer or its own modules does not, and a shared layer importing a feature
// fails too. The rules are the project's own (.dependency-cruiser.cjs), not a copy.

const rules = require('../.dependency-cruiser.cjs') as { forbidden: unknown[] };
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
const plant = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

plant('src/features/vehicle/price.ts', 'export const price = 1;\n');
plant('src/features/vehicle/page.ts', "import { price } from './price';\nexport const page = price;\n");
plant(
  'src/features/leads/planted.ts',
  "import { price } from '../vehicle/price';\nexport const planted = price;\n",
);
plant('src/features/leads/fine.ts', "import { money } from '../../lib/money';\nexport const fine = money;\n");
plant('src/lib/money.ts', 'export const money = 2;\n');
plant('src/search/planted.ts', "import { page } from '../features/vehicle/page';\nexport const up = page;\n");

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function violations(): Promise<{ rule: string; from: string; to: string }[]> {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const { output } = await cruise(['src'], {
      ruleSet: { forbidden: rules.forbidden } as never,
      validate: true,
    });
    if (typeof output === 'string') throw new Error(output);
    return output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  } finally {
    process.chdir(previous);
  }
}

describe('the import rule', () => {
  it('fails a feature importing another, and a shared layer importing a feature; passes the rest', async () => {
    const found = await violations();
    expect(found).toContainEqual({
      rule: 'features-are-leaves',
      from: 'src/features/leads/planted.ts',
      to: 'src/features/vehicle/price.ts',
    });
    expect(found).toContainEqual({
      rule: 'shared-layers-stay-below-features',
      from: 'src/search/planted.ts',
      to: 'src/features/vehicle/page.ts',
    });
    expect(found.filter((v) => v.from === 'src/features/leads/fine.ts')).toEqual([]);
    expect(found.filter((v) => v.from === 'src/features/vehicle/page.ts')).toEqual([]);
    expect(found).toHaveLength(2);
  });
});
