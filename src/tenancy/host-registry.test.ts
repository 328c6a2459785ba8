import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSiteHosts, forgetSiteHosts, publishSiteHosts, siteHostsOf } from './host-registry';

describe('siteHostsOf', () => {
  it('maps each host name, in lower case, to its site, and lists each site’s own hosts', () => {
    const hosts = siteHostsOf([
      { slug: 'carzone', hostnames: ['www.CarZone.com.au', 'carzone.com.au'] },
      { slug: 'outback-rv', hostnames: [] },
    ]);
    expect(Object.fromEntries(hosts.hostMap)).toEqual({
      'www.carzone.com.au': 'carzone',
      'carzone.com.au': 'carzone',
    });
    expect([...hosts.slugs]).toEqual(['carzone', 'outback-rv']);
    expect(hosts.ownHosts.get('carzone')).toEqual([
      'www.carzone.com.au',
      'carzone.com.au',
      'carzone.localhost',
    ]);
    expect(hosts.ownHosts.get('outback-rv')).toEqual(['outback-rv.localhost']);
  });

  it('gives a host name two sites claim to the first by slug, whatever the order of the rows', () => {
    const a = { slug: 'alpha', hostnames: ['shared.example'] };
    const b = { slug: 'beta', hostnames: ['shared.example', 'beta.example'] };
    for (const rows of [
      [a, b],
      [b, a],
    ]) {
      const hosts = siteHostsOf(rows);
      expect(hosts.hostMap.get('shared.example')).toBe('alpha');
      expect(hosts.ownHosts.get('beta')).toEqual(['beta.example', 'beta.localhost']);
    }
  });
});

describe('the registry', () => {
  afterEach(forgetSiteHosts);

  it('holds nothing before the first publication, then the hosts published last', () => {
    expect(currentSiteHosts()).toBeNull();
    publishSiteHosts([{ slug: 'carzone', hostnames: ['www.carzone.com.au'] }]);
    publishSiteHosts([{ slug: 'carzone', hostnames: ['carzone.com.au'] }]);
    expect(Object.fromEntries(currentSiteHosts()?.hostMap ?? [])).toEqual({ 'carzone.com.au': 'carzone' });
  });

  it('is shared by every copy of the module in the process (the proxy’s and instrumentation’s)', async () => {
    vi.resetModules();
    const copy = await import('./host-registry');
    expect(copy.publishSiteHosts).not.toBe(publishSiteHosts);
    copy.publishSiteHosts([{ slug: 'carzone', hostnames: ['www.carzone.com.au'] }]);
    expect(currentSiteHosts()?.hostMap.get('www.carzone.com.au')).toBe('carzone');
  });
});
