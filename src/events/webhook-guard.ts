import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may be sent. Live mode refuses loopback, link-local, private and other
// non-public ranges (an API key holder must not be able to make Kobo probe its own network), unless
// KOBO_ALLOW_PRIVATE_WEBHOOKS=true; test mode allows them, since sandbox receivers live on
// localhost. The check runs when the URL is configured and again before every attempt, on the
// address the connection is then made to (see webhook-sender.ts), so DNS changes cannot slip past.

export class WebhookTargetError extends Error {
  override name = 'WebhookTargetError';
}

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

// IPv4-mapped addresses (::ffff:a.b.c.d) are handled by BlockList itself; NAT64 (64:ff9b::/96) and
// 6to4 (2002::/16) carry an IPv4 address inside, which is checked as such.
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(ip);
  if (family === 4) return BLOCKED.check(ip, 'ipv4');
  if (family !== 6) return true; // not an address at all: refuse rather than guess
  if (BLOCKED.check(ip, 'ipv6')) return true;
  const words = expandIPv6(ip);
  if (!words) return true;
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0)) return BLOCKED.check(v4(words[6], words[7]), 'ipv4');
  if (words[0] === 0x2002) return BLOCKED.check(v4(words[1], words[2]), 'ipv4');
  return false;
}

function v4(hi: number, lo: number): string {
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}

function expandIPv6(ip: string): number[] | null {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const p = dotted[1].split('.').map(Number);
    text = text.slice(0, -dotted[1].length) + `${((p[0] << 8) | p[1]).toString(16)}:${((p[2] << 8) | p[3]).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined ? (tail ? tail.split(':') : []) : null;
  const parts = t === null ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  if (parts.length !== 8) return null;
  return parts.map((p) => parseInt(p, 16));
}

export interface TargetPolicy {
  // True in test mode, or in live mode with KOBO_ALLOW_PRIVATE_WEBHOOKS=true.
  allowPrivate: boolean;
}

export function policyFor(domain: 'test' | 'live', allowPrivateLive: boolean): TargetPolicy {
  return { allowPrivate: domain === 'test' || allowPrivateLive };
}

export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError('Webhook URL must be a fully qualified http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebhookTargetError('Webhook URL must use http or https');
  if (url.username || url.password) throw new WebhookTargetError('Webhook URL must not carry credentials');
  return url;
}

const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');
const isLocalName = (host: string): boolean => /(^|\.)localhost\.?$/i.test(host);

function refuse(host: string): WebhookTargetError {
  return new WebhookTargetError(
    `Webhook URL host ${host} is a loopback, link-local or private address; live mode only sends webhooks to public addresses (set KOBO_ALLOW_PRIVATE_WEBHOOKS=true to allow it)`,
  );
}

export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;
export const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

// Configuration time. A name that does not resolve now is accepted (Kobo may run offline); the
// before-attempt check still applies to whatever it resolves to later.
export async function checkConfiguredUrl(raw: string, policy: TargetPolicy, resolve: Resolver = systemResolver): Promise<URL> {
  const url = parseWebhookUrl(raw);
  if (policy.allowPrivate) return url;
  const host = hostOf(url);
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw refuse(host);
    return url;
  }
  if (isLocalName(host)) throw refuse(host);
  let addresses: Array<{ address: string }> = [];
  try {
    addresses = await resolve(host);
  } catch {
    return url;
  }
  if (addresses.some((a) => isPrivateAddress(a.address))) throw refuse(host);
  return url;
}

// Before an attempt: the address to connect to. Literal IPs are checked as they are; names are
// resolved and the first permitted address is returned, so the connection goes exactly there.
export async function resolveTarget(url: URL, policy: TargetPolicy, resolve: Resolver = systemResolver): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostOf(url);
  const literal = isIP(host);
  if (literal) {
    if (!policy.allowPrivate && isPrivateAddress(host)) throw refuse(host);
    return { address: host, family: literal as 4 | 6 };
  }
  if (!policy.allowPrivate && isLocalName(host)) throw refuse(host);
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await resolve(host);
  } catch (err) {
    throw new WebhookTargetError(`Could not resolve ${host}: ${(err as { code?: string }).code ?? (err as Error).message}`);
  }
  const usable = policy.allowPrivate ? addresses : addresses.filter((a) => !isPrivateAddress(a.address));
  if (!usable.length) {
    if (addresses.length) throw refuse(host);
    throw new WebhookTargetError(`Could not resolve ${host}`);
  }
  return { address: usable[0].address, family: usable[0].family === 6 ? 6 : 4 };
}
