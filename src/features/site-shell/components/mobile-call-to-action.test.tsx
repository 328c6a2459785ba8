// @vitest-environment jsdom
import fs from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { telHref } from '@/lib/phone';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { MobileCallToAction } from './mobile-call-to-action';

const configs = loadSiteConfigs();
const summit = configs.find((c) => c.slug === 'summit-motor-group') as (typeof configs)[number];

describe('MobileCallToAction (AF §2, §9)', () => {
  it('offers Call, Our Stock and the enquire label, each a named link', () => {
    render(<MobileCallToAction config={summit} />);
    const bar = screen.getByRole('navigation', { name: 'Quick actions' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`Call sales on ${summit.phones.sales}`, telHref(summit.phones.sales)],
      ['Our Stock', '/search'],
      [summit.copy.enquireLabel, '/contact'],
    ]);
  });

  it('takes its opened style past 900 px of scroll, only on phones', () => {
    render(<MobileCallToAction config={summit} />);
    const bar = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(bar.className).toContain('md:hidden');
    const opened = bar.querySelector('.mobile-cta-opened') as HTMLElement;
    expect(opened.style.getPropertyValue('--mobile-cta-opened-at')).toBe('900px');
    expect(opened.textContent).toContain(summit.name);
  });

  it('uses the site’s enquire label', () => {
    render(
      <MobileCallToAction config={{ ...summit, copy: { ...summit.copy, enquireLabel: 'Message Now' } }} />,
    );
    expect(screen.getByRole('link', { name: 'Message Now' })).toBeTruthy();
  });

  it('shows only once its last element is parsed, so a streamed page never draws it half-built', () => {
    render(<MobileCallToAction config={summit} />);
    const bar = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(bar.lastElementChild?.className).toBe('mobile-cta-end');
    const css = fs.readFileSync('src/app/globals.css', 'utf8');
    expect(css).toMatch(/\.mobile-cta:not\(:has\(> \.mobile-cta-end\)\) \{\s*visibility: hidden;/);
  });
});
