import { BlockList, isIP } from 'node:net';

// Which address is the shopper's. The server knows the socket's address (the peer); a proxy in front puts
// the addresses it saw in X-Forwarded-For, each proxy appending the one before it. Only the entries our
// own proxies appended can be believed: anything to their left was written by the client, who can write
// anything. TRUST_PROXY says what is in front: nothing (unset), a number of proxy hops, or the CIDRs of
// the proxies.

export type TrustProxy = { hops: number } | { cidrs: string[] } | null;

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** '::ffff:203.0.113.7' (an IPv4 client on a dual-stack socket) → '203.0.113.7'; anything else as given. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return IPV4_MAPPED.exec(trimmed)?.[1] ?? trimmed;
}

function parseCidr(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address, prefixText, extra] = entry.trim().split('/');
  const version = isIP(address ?? '');
  if (extra !== undefined || version === 0) return null;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * TRUST_PROXY as written: '' → null; '2' → { hops: 2 }; '10.0.0.0/8, 192.168.1.10' → { cidrs }. Throws a
 * sentence for anything else, so a typo stops the server at start instead of trusting the wrong thing.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('a number of proxy hops is at most 10');
    return hops === 0 ? null : { hops };
  }
  const cidrs = text.split(',').map((entry) => entry.trim());
  const bad = cidrs.filter((entry) => parseCidr(entry) === null);
  if (bad.length > 0) {
    throw new Error(
      `must be a number of proxy hops or a comma-separated list of CIDRs (e.g. 10.0.0.0/8); not CIDRs: ${bad.join(', ')}`,
    );
  }
  return { cidrs };
}

function blockList(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The shopper's address from the chain of addresses, left to right as X-Forwarded-For lists them and the
 * socket's (the peer) last: the peer itself when nothing is trusted; with `hops` proxies in front, the
 * address that many hops to the left of the peer; with CIDRs, the right-most address that is not one of
 * the trusted proxies.
 */
export function clientFromChain(chain: readonly string[], trust: TrustProxy): string {
  const addresses = chain.map(normaliseAddress);
  const last = addresses.length - 1;
  if (!trust) return addresses[last];
  if ('hops' in trust) return addresses[Math.max(0, last - trust.hops)];
  const trusted = blockList(trust.cidrs);
  let index = last;
  while (index > 0 && isTrusted(trusted, addresses[index])) index -= 1;
  return addresses[index];
}
