import { describe, expect, it } from 'vitest';
import { targetOrigin } from './client';

describe('targetOrigin', () => {
  it.each([
    ['http://127.0.0.1:3000', 'carzone.localhost:3000', 'http://127.0.0.1:3000'],
    ['https://127.0.0.1:8443', 'carzone.localhost:8443', 'https://carzone.localhost:8443'],
    ['https://127.0.0.1:8443', 'www.carzone.com.au', 'https://www.carzone.com.au:8443'],
    ['https://127.0.0.1', 'carzone.localhost', 'https://carzone.localhost'],
    ['https://127.0.0.1:8443', undefined, 'https://127.0.0.1:8443'],
  ])('%s with Host %s → %s', (origin, host, target) => {
    expect(targetOrigin(origin, host)).toBe(target);
  });
});
