import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { isDraftSource, splitContentSource } from './front-matter';
import { editContentSource } from './source-edit';

const SOURCE = `---
title: Summer sale # as the dealer wrote it
description: Sharp prices
author: Sales team
expiry: 2027-02-28
---
## Offers

- Runout models
`;

describe('editContentSource', () => {
  it('sets the fields given, keeps the others and their comments, and replaces the body', () => {
    const edited = editContentSource(
      SOURCE,
      { title: 'Summer sale: last days', hero: '/media/x.webp' },
      'New body\n',
    );
    expect(edited).toBe(`---
title: "Summer sale: last days" # as the dealer wrote it
description: Sharp prices
author: Sales team
expiry: 2027-02-28
hero: /media/x.webp
---
New body
`);
  });

  it.each([
    ['undefined leaves a field', { expiry: undefined }, 'expiry: 2027-02-28'],
    ['an empty string takes it out', { expiry: '' }, null],
    ['null takes it out', { expiry: null }, null],
  ])('%s', (_name, fields, line) => {
    const edited = editContentSource(SOURCE, fields);
    if (line) expect(edited).toContain(line);
    else expect(edited).not.toContain('expiry');
    expect(edited.endsWith('## Offers\n\n- Runout models\n')).toBe(true);
  });

  it('marks a page unpublished and published again', () => {
    const draft = editContentSource(SOURCE, { draft: true });
    expect(isDraftSource(draft)).toBe(true);
    expect(isDraftSource(editContentSource(draft, { draft: false }))).toBe(false);
    expect(isDraftSource(SOURCE)).toBe(false);
  });

  it('writes a new page whole', () => {
    expect(editContentSource(null, { title: 'Fleet', description: 'For business', form: '' }, 'Hi')).toBe(
      '---\ntitle: Fleet\ndescription: For business\n---\nHi',
    );
  });

  it.each(['true', '2027-01-01', '12', 'a: b', '- item', '# not a comment', 'it\'s "quoted"'])(
    'keeps %j as the text typed',
    (value) => {
      const split = splitContentSource(editContentSource(null, { title: value, description: value }, ''));
      expect(parseYaml(split?.yaml ?? '')).toEqual({ title: value, description: value });
    },
  );
});
