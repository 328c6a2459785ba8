// The Caddyfile of `npm run cluster`: Caddy in front of the web processes, HTTPS on every name the
// platform serves with a certificate made at the first handshake (on-demand TLS, from Caddy's own local
// authority here; a real ACME issuer on real machines, docs/deploy.md), plain HTTP redirected to HTTPS,
// the requests balanced over the web processes that answer GET /readyz 200. Pure: the ports come in.

export type CaddyfileOptions = {
  httpPort: number;
  httpsPort: number;
  /** Caddy's own loopback listener that asks the platform, through the same balancing, for a name's certificate. */
  askPort: number;
  /** The web processes, host:port each. */
  upstreams: readonly string[];
};

/** How often Caddy asks each web process's GET /readyz; a stopping one drains for more than twice this. */
export const HEALTH_INTERVAL_S = 1;

/**
 * The balancing shared by both sites: a request goes to the web process with the fewest in flight among
 * those whose last probe passed; one that cannot be reached (stopping, or killed) is taken out for a few
 * seconds and the request tried on another, so a restart costs no request.
 */
function reverseProxy(upstreams: readonly string[]): string {
  return [
    `\treverse_proxy ${upstreams.join(' ')} {`,
    '\t\tlb_policy least_conn',
    '\t\tlb_try_duration 10s',
    '\t\tlb_try_interval 100ms',
    '\t\thealth_uri /readyz',
    `\t\thealth_interval ${HEALTH_INTERVAL_S}s`,
    // A process slow under load is still serving: only a probe unanswered this long takes it out, or two
    // busy processes could both be taken out at once. A stopping one answers 503 at once.
    '\t\thealth_timeout 10s',
    '\t\tfail_duration 5s',
    // The request's body read whole before it goes on (it is small: the site block caps it). Streamed, a
    // quick answer (a cached search) can come back while Caddy 2.6 is still copying the body up; its server
    // then reads the rest of the body itself, racing the copy, and Caddy closes the upstream connection
    // mid-answer: the client gets the headers and a body cut short. No size limit here: with one, 2.6.2
    // still reads the tail of the body from the client.
    '\t\tbuffer_requests',
    // A client on this machine (a load generator naming its simulated shoppers) may name the address it
    // forwards for; any other client's X-Forwarded-For is replaced by its own address.
    '\t\ttrusted_proxies 127.0.0.1/32 ::1/128',
    '\t}',
  ].join('\n');
}

const indent = (text: string) => text.replace(/^/gm, '\t');

export function caddyfile({ httpPort, httpsPort, askPort, upstreams }: CaddyfileOptions): string {
  return `{
\tadmin off
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\tskip_install_trust
\ton_demand_tls {
\t\task http://127.0.0.1:${askPort}/tls-ask
\t}
}

# Every name, each certificate made at its first handshake once GET /tls-ask allows the name.
https:// {
\ttls internal {
\t\ton_demand
\t}
\t# The largest body the platform takes: a trade-in photo of 11 MB with its form's framing.
\trequest_body {
\t\tmax_size 12MiB
\t}
${reverseProxy(upstreams)}
}

# Plain HTTP to HTTPS on the same name, the HTTPS port named unless it is the default.
http:// {
\tredir https://{host}${httpsPort === 443 ? '' : `:${httpsPort}`}{uri} 308
}

# The certificate check, on this machine only, and nothing else there.
http://127.0.0.1:${askPort} {
\tbind 127.0.0.1
\thandle /tls-ask {
${indent(reverseProxy(upstreams))}
\t}
\thandle {
\t\trespond 404
\t}
}
`;
}
