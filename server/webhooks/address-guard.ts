import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

/**
 * The SSRF guard of webhook deliveries (issue 38.4). A partner chooses the URL, so without it
 * the server would post to anything it can reach: its own database, the cloud's metadata
 * address, the office network. Only public unicast addresses pass: every address the name
 * resolves to is checked (IPv4 and IPv6, an IPv4-mapped IPv6 address as its IPv4), and the
 * check runs inside the connection's own lookup, so the address checked is the address
 * connected to (a name that resolves to a public address once and a private one the next time
 * gains nothing). Redirects are not followed (deliver.ts), so none can lead elsewhere.
 */

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(`Refused: ${address} is a private, loopback or link-local address`);
    this.name = 'BlockedAddressError';
  }
}

/** Whether an IP address is a public unicast one (anything else: private, loopback, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for sockets that refuses names resolving to any non-public address. */
export function guardedLookup(hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true, family: typeof options.family === 'number' ? options.family : 0 }, (err, addresses) => {
    if (err) return callback(err, []);
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked) return callback(Object.assign(new BlockedAddressError(blocked.address), { code: 'EBLOCKEDADDRESS' }), []);
    if (addresses.length === 0) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

/**
 * A URL whose host is an IP literal connects without any lookup: check it here. Throws
 * BlockedAddressError unless private addresses are allowed.
 */
export function assertPublicLiteral(url: URL, allowPrivate: boolean): void {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) throw new BlockedAddressError(host);
  if (host.toLowerCase() === 'localhost') throw new BlockedAddressError(host);
}

/** The HTTP agent deliveries go through: guarded unless WEBHOOK_ALLOW_PRIVATE=true. */
export function deliveryAgent(allowPrivate: boolean): Agent {
  return new Agent({
    connect: allowPrivate ? {} : { lookup: guardedLookup },
    // One endpoint gets a few connections at most: deliveries to it go one trip step at a time.
    connections: 8,
    keepAliveTimeout: 10_000,
  });
}
