import { describe, expect, it } from 'vitest';
import { metricsAccess } from './metrics-access-rules';

const TOKEN = 'scrape-token-0123456789';

describe('metricsAccess', () => {
  it.each([
    [undefined, `Bearer ${TOKEN}`, 'disabled'],
    ['', `Bearer ${TOKEN}`, 'disabled'],
    [TOKEN, null, 'denied'],
    [TOKEN, '', 'denied'],
    [TOKEN, TOKEN, 'denied'],
    [TOKEN, `Basic ${TOKEN}`, 'denied'],
    [TOKEN, `Bearer ${TOKEN}x`, 'denied'],
    [TOKEN, `Bearer ${TOKEN.slice(1)}`, 'denied'],
    [TOKEN, 'Bearer', 'denied'],
    [TOKEN, `Bearer ${TOKEN}`, 'allowed'],
    [TOKEN, `bearer ${TOKEN}`, 'allowed'],
  ])('token %j, Authorization %j → %s', (token, authorization, access) => {
    expect(metricsAccess(token, authorization)).toBe(access);
  });
});
