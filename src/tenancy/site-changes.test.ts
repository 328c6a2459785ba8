import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sites } from '@/db/schema';
import { onTagsInvalidated } from '@/lib/cache-tags';
import { createTestDb } from '../../tests/helpers/test-db';
import { currentSiteHosts, forgetSiteHosts, siteHostsOf } from './host-registry';
import {
  changedSites,
  type SiteChangeFollower,
  sitesLosingHosts,
  startSiteChangeFollower,
} from './site-changes';

describe('changedSites', () => {
  const m = (entries: [string, string][]) => new Map(entries);
  it.each([
    ['nothing changed', m([['a', '1']]), m([['a', '1']]), []],
    [
      'a row rewritten',
      m([
        ['a', '1'],
        ['b', '1'],
      ]),
      m([
        ['a', '2'],
        ['b', '1'],
      ]),
      ['a'],
    ],
    [
      'a site added',
      m([['a', '1']]),
      m([
        ['a', '1'],
        ['b', '5'],
      ]),
      ['b'],
    ],
    [
      'a site removed',
      m([
        ['a', '1'],
        ['b', '1'],
      ]),
      m([['a', '1']]),
      ['b'],
    ],
  ])('%s', (_, before, after, changed) => {
    expect(changedSites(before, after)).toEqual(changed);
  });
});

describe('sitesLosingHosts', () => {
  const base = [
    { slug: 'home', hostnames: ['home.example'] },
    { slug: 'carzone', hostnames: ['www.carzone.com.au'] },
  ];
  it.each([
    ['nothing changed', base, 'home', []],
    [
      'a new site: its host and {slug}.localhost fell to the default before',
      [...base, { slug: 'new-dealer', hostnames: ['newdealer.example'] }],
      'home',
      ['home'],
    ],
    ['a new site with no default site', [...base, { slug: 'new-dealer', hostnames: [] }], '', []],
    [
      'a host name moved from one site to another',
      [
        { slug: 'home', hostnames: ['home.example', 'www.carzone.com.au'] },
        { slug: 'carzone', hostnames: [] },
      ],
      'home',
      ['carzone'],
    ],
    [
      'a host name removed: it falls to the default now',
      [
        { slug: 'home', hostnames: ['home.example'] },
        { slug: 'carzone', hostnames: [] },
      ],
      'home',
      ['carzone'],
    ],
  ])('%s', (_, after, fallback, losing) => {
    expect(sitesLosingHosts(siteHostsOf(base), siteHostsOf(after), fallback)).toEqual(losing);
  });

  it('at the first read, the default site loses the host names it was given on trust', () => {
    expect(sitesLosingHosts(null, siteHostsOf(base), 'home')).toEqual(['home']);
    expect(sitesLosingHosts(null, siteHostsOf([{ slug: 'home', hostnames: [] }]), 'home')).toEqual([]);
  });
});

describe('the site change follower', () => {
  let database: Awaited<ReturnType<typeof createTestDb>>;
  let follower: SiteChangeFollower;
  const invalidated: string[] = [];
  let unsubscribe = () => {};
  const hostOf = (host: string) => currentSiteHosts()?.hostMap.get(host);
  const addSite = (slug: string, hostnames: string[]) =>
    database.db.insert(sites).values({ slug, name: slug, hostnames, config: {} });
  const setHosts = (slug: string, hostnames: string[]) =>
    database.db.update(sites).set({ hostnames }).where(eq(sites.slug, slug));
  const soon = { timeout: 3000, interval: 50 };

  beforeAll(async () => {
    database = await createTestDb();
    await addSite('carzone', ['www.carzone.com.au']);
    unsubscribe = onTagsInvalidated((tags) => invalidated.push(...tags));
    follower = startSiteChangeFollower({ db: database.db });
  });

  afterAll(async () => {
    follower.stop();
    unsubscribe();
    forgetSiteHosts();
    await database.drop();
  });

  it('publishes the host names at its first read', async () => {
    await follower.firstRead;
    expect(hostOf('www.carzone.com.au')).toBe('carzone');
    expect([...(currentSiteHosts()?.slugs ?? [])]).toEqual(['carzone']);
  });

  it('publishes a new site', async () => {
    await addSite('new-dealer', ['newdealer.example.test']);
    await vi.waitFor(() => expect(hostOf('newdealer.example.test')).toBe('new-dealer'), soon);
    expect(currentSiteHosts()?.slugs.has('new-dealer')).toBe(true);
    expect(invalidated).toContain('site:new-dealer');
  });

  it('publishes a new host name of an existing site', async () => {
    await setHosts('carzone', ['www.carzone.com.au', 'carzone.example.test']);
    await vi.waitFor(() => expect(hostOf('carzone.example.test')).toBe('carzone'), soon);
    expect(currentSiteHosts()?.ownHosts.get('carzone')).toContain('carzone.example.test');
  });

  it('drops a removed host name', async () => {
    await setHosts('carzone', ['carzone.example.test']);
    await vi.waitFor(() => expect(hostOf('www.carzone.com.au')).toBeUndefined(), soon);
    expect(hostOf('carzone.example.test')).toBe('carzone');
  });
});
