import { describe, expect, it } from 'vitest';
import { adminUrl } from './admin-url';

describe('adminUrl', () => {
  it.each([
    [{ port: 3999 }, { PORT: 3000 }, 'http://127.0.0.1:3999'],
    [{}, { PORT: 3000 }, 'http://127.0.0.1:3000'],
    [{ port: 3999 }, { PORT: 3000, SITE_ADMIN_URL: 'https://admin.example' }, 'https://admin.example'],
  ])('a server holding %j, with %j: %s', (lock, adminEnv, expected) => {
    expect(adminUrl({ pid: 1, owner: 'server', ...lock }, adminEnv)).toBe(expected);
  });
});
