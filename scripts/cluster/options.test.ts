import { describe, expect, it } from 'vitest';
import { parseClusterOptions } from './options';

describe('parseClusterOptions', () => {
  it('defaults to two web processes behind HTTP 8080 and HTTPS 8443', () => {
    expect(parseClusterOptions([])).toEqual({
      web: 2,
      httpPort: 8080,
      httpsPort: 8443,
      webPort: 3701,
      askPort: 3700,
      runDir: '.data/cluster',
    });
  });

  it.each([
    [['--web', '1'], { web: 1 }],
    [['--web=16'], { web: 16 }],
    [['--web', '3', '--http-port', '9080', '--https-port=9443'], { web: 3, httpPort: 9080, httpsPort: 9443 }],
    [['--web-port', '0', '--ask-port', '0'], { webPort: 0, askPort: 0 }],
    [['--web-port', '65534', '--web', '2'], { webPort: 65534, web: 2 }],
    [['--run-dir', '/tmp/cluster-a'], { runDir: '/tmp/cluster-a' }],
  ])('%j → %j', (args, expected) => {
    expect(parseClusterOptions(args)).toMatchObject(expected);
  });

  it.each([
    [['--web', '0'], '--web takes'],
    [['--web', '17'], '--web takes'],
    [['--web', '2.5'], '--web takes'],
    [['--web', 'two'], '--web takes'],
    [['--http-port', '65536'], '--http-port takes a port'],
    [['--https-port', '-1'], '--https-port takes a port'],
    [['--http-port', '0'], 'not 0'],
    [['--web-port', '65535', '--web', '2'], 'leaves no room'],
    [['--workers', '2'], "Unknown option '--workers'"],
  ])('%j is refused: %s', (args, message) => {
    expect(() => parseClusterOptions(args)).toThrow(message);
  });
});
