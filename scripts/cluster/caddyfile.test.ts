import { describe, expect, it } from 'vitest';
import { caddyfile } from './caddyfile';

const text = caddyfile({
  httpPort: 8080,
  httpsPort: 8443,
  askPort: 3700,
  upstreams: ['127.0.0.1:3701', '127.0.0.1:3702'],
});

describe('the cluster’s Caddyfile', () => {
  it('serves HTTPS on the given ports, certificates on demand from the local authority once the platform allows the name', () => {
    expect(text).toContain('\thttp_port 8080\n\thttps_port 8443\n');
    expect(text).toContain('\ton_demand_tls {\n\t\task http://127.0.0.1:3700/tls-ask\n\t}');
    expect(text).toContain('https:// {\n\ttls internal {\n\t\ton_demand\n\t}');
    expect(text).not.toMatch(/auto_https|disable_redirects/);
  });

  it.each([
    [8443, 'redir https://{host}:8443{uri} 308'],
    [443, 'redir https://{host}{uri} 308'],
  ])('redirects plain HTTP to HTTPS on port %s with its path and query', (httpsPort, redirect) => {
    const withPort = caddyfile({ httpPort: 80, httpsPort, askPort: 3700, upstreams: ['127.0.0.1:3701'] });
    expect(withPort).toContain(`http:// {\n\t${redirect}\n}`);
  });

  it('balances over every web process that passes its readiness probe, in front and for the certificate check', () => {
    const proxies = text.match(/reverse_proxy 127\.0\.0\.1:3701 127\.0\.0\.1:3702 \{/g) ?? [];
    expect(proxies).toHaveLength(2);
    expect(text.match(/health_uri \/readyz/g)).toHaveLength(2);
    expect(text.match(/lb_try_duration 10s/g)).toHaveLength(2);
  });

  it('reads each request body whole, with no size on the buffer, and caps a body at 12 MiB', () => {
    expect(text.match(/\t\tbuffer_requests\n/g)).toHaveLength(2);
    expect(text).not.toContain('max_buffer_size');
    expect(text).toContain('\trequest_body {\n\t\tmax_size 12MiB\n\t}');
  });

  it('keeps a slow web process in while it answers its probe within 10 s', () => {
    expect(text.match(/health_timeout 10s/g)).toHaveLength(2);
  });

  it('answers only the certificate check on its loopback listener', () => {
    expect(text).toContain('http://127.0.0.1:3700 {\n\tbind 127.0.0.1\n\thandle /tls-ask {');
    expect(text).toContain('\thandle {\n\t\trespond 404\n\t}');
  });
});
