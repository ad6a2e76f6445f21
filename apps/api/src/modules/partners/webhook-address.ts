// Where a reseller may make our server call (decision 127). Through OCTO's webhooks capability a reseller, not only
// a manager, chooses the URL, so an address must be https and its host must not be, nor resolve to, this machine
// or a private network: loopback, private, shared (CGNAT), link-local (169.254.169.254 is a cloud's metadata),
// unspecified, multicast or reserved IPv4; loopback, unspecified, unique-local, link-local, multicast IPv6, and
// IPv4 written in IPv6. It is checked when the hook is registered and again before each delivery (DNS can change).
// Only PARTNER_WEBHOOKS_ALLOW_LOOPBACK (tests, a local demo) lets a loopback host through, over http too.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// NOTE: two lists, as one BlockList also matches an IPv4 address against its IPv4-mapped IPv6 rules (::ffff:0:0/96).
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  BLOCKED_V6.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** Whether an IP address is one a webhook may be sent to (a public unicast address). */
export function isPublicAddress(address: string, isLoopbackAllowed = false): boolean {
  const family = familyOf(address);
  if (!family) return false;
  if (isLoopbackAllowed && LOOPBACK.check(address, family)) return true;
  return !(family === 'ipv4' ? BLOCKED_V4 : BLOCKED_V6).check(address, family);
}

/** Why an address is refused, or null when a delivery may go there. */
export type TWebhookAddressRefusal = 'url' | 'https' | 'host';

/**
 * Checks a webhook's URL: well formed, https (http only to an allowed loopback), no credentials, and every address
 * its host resolves to public. Answers the refusal, or null.
 */
export async function refusalOfWebhookUrl(
  text: string,
  isLoopbackAllowed: boolean,
  resolve: (host: string) => Promise<string[]> = resolveHost,
): Promise<TWebhookAddressRefusal | null> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'url';
  }
  if (url.username || url.password || text.length > 500) return 'url';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === '') return 'url';
  let addresses: string[];
  if (familyOf(host)) addresses = [host];
  else if (host === 'localhost' || host.endsWith('.localhost')) addresses = ['127.0.0.1'];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return 'host';
    }
  }
  if (addresses.length === 0) return 'host';
  if (!addresses.every((address) => isPublicAddress(address, isLoopbackAllowed))) return 'host';
  const isLoopback = addresses.every((address) => {
    const family = familyOf(address);
    return family !== null && LOOPBACK.check(address, family);
  });
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopbackAllowed && isLoopback) return null;
  return 'https';
}

async function resolveHost(host: string): Promise<string[]> {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}
