import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml';

describe('escapeXml', () => {
  it('escapes the five entities and drops control characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0000\u001f`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    expect(escapeXml(null)).toBe('');
    expect(escapeXml(2021)).toBe('2021');
  });
});
