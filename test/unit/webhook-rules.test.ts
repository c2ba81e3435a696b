import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RETRY_DELAYS_MS, maxAttempts, retryDelayMs } from '../../src/events/schedule';
import { checkConfiguredUrl, isPrivateAddress, policyFor, resolveTarget, type Resolver } from '../../src/events/webhook-guard';
import { sendWebhook, signWebhook } from '../../src/events/webhook-sender';
import { isWebhookEvent } from '../../src/events/catalog';

const MIN = 60_000;
const HOUR = 60 * MIN;
const live = policyFor('live', false);

describe('retry schedule', () => {
  it('live: every 3 minutes for the first 4 tries, then hourly for 72 hours', () => {
    const delays = RETRY_DELAYS_MS.live;
    expect(delays.slice(0, 4)).toEqual([3 * MIN, 3 * MIN, 3 * MIN, 3 * MIN]);
    expect(delays.slice(4).every((d) => d === HOUR)).toBe(true);
    expect(delays.length - 4).toBe(72);
    expect(maxAttempts('live')).toBe(77);
    const lastAttemptAfterFirst = delays.reduce((a, b) => a + b, 0);
    expect(lastAttemptAfterFirst).toBe(12 * MIN + 72 * HOUR);
    expect(retryDelayMs('live', 1)).toBe(3 * MIN);
    expect(retryDelayMs('live', 4)).toBe(3 * MIN);
    expect(retryDelayMs('live', 5)).toBe(HOUR);
    expect(retryDelayMs('live', 76)).toBe(HOUR);
    expect(retryDelayMs('live', 77)).toBeNull();
  });

  it('test: hourly for 10 hours', () => {
    expect(RETRY_DELAYS_MS.test).toEqual(Array(10).fill(HOUR));
    expect(retryDelayMs('test', 10)).toBe(HOUR);
    expect(retryDelayMs('test', 11)).toBeNull();
  });
});

describe('event catalog', () => {
  it('webhooks Paystack event names only', () => {
    for (const t of [
      'charge.success',
      'transfer.success',
      'transfer.failed',
      'transfer.reversed',
      'refund.processed',
      'subscription.create',
      'invoice.update',
      'paymentrequest.success',
      'customeridentification.failed',
    ]) {
      expect(isWebhookEvent(t)).toBe(true);
    }
    for (const t of ['customer.created', 'charge.updated', 'integration.settings_updated', 'test_clock.advanced', 'charge.failed']) {
      expect(isWebhookEvent(t)).toBe(false);
    }
  });
});

describe('webhook target rules', () => {
  it('classifies addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '127.8.9.1',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.1.1.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '[::1]',
      'not-an-ip',
    ]) {
      expect([ip, isPrivateAddress(ip)]).toEqual([ip, true]);
    }
    for (const ip of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect([ip, isPrivateAddress(ip)]).toEqual([ip, false]);
    }
  });

  const fakeDns: Resolver = async (host) => {
    const table: Record<string, Array<{ address: string; family: number }>> = {
      'internal.example': [{ address: '10.1.2.3', family: 4 }],
      'metadata.example': [{ address: '169.254.169.254', family: 4 }],
      'v6local.example': [{ address: 'fd00::5', family: 6 }],
      'mixed.example': [
        { address: '127.0.0.1', family: 4 },
        { address: '93.184.216.34', family: 4 },
      ],
      'public.example': [{ address: '93.184.216.34', family: 4 }],
    };
    const found = table[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };

  it('refuses private targets at configuration time in live mode, including names that resolve to them', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://10.0.0.1/x',
      'http://[::1]/',
      'http://localhost/x',
      'http://api.localhost/x',
      'http://internal.example/x',
      'http://metadata.example/',
      'https://v6local.example/',
      'http://mixed.example/',
    ]) {
      await expect(checkConfiguredUrl(url, live, fakeDns)).rejects.toThrow(/live mode only sends webhooks to public addresses/);
    }
    await expect(checkConfiguredUrl('https://public.example/hook', live, fakeDns)).resolves.toBeInstanceOf(URL);
    await expect(checkConfiguredUrl('http://localhost/x', policyFor('test', false), fakeDns)).resolves.toBeInstanceOf(URL);
    await expect(checkConfiguredUrl('http://10.0.0.1/x', policyFor('live', true), fakeDns)).resolves.toBeInstanceOf(URL);
    await expect(checkConfiguredUrl('gopher://public.example/', live, fakeDns)).rejects.toThrow(/http or https/);
  });

  it('before an attempt, resolves and pins a permitted address, never a private one in live mode', async () => {
    await expect(resolveTarget(new URL('http://public.example/'), live, fakeDns)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    await expect(resolveTarget(new URL('http://mixed.example/'), live, fakeDns)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    await expect(resolveTarget(new URL('http://internal.example/'), live, fakeDns)).rejects.toThrow(/private/);
    await expect(resolveTarget(new URL('http://[::1]:8080/'), live, fakeDns)).rejects.toThrow(/private/);
    await expect(resolveTarget(new URL('http://nowhere.example/'), live, fakeDns)).rejects.toThrow(/Could not resolve/);
    await expect(resolveTarget(new URL('http://internal.example/'), policyFor('test', false), fakeDns)).resolves.toEqual({ address: '10.1.2.3', family: 4 });
  });

  it('sends nothing to a refused target: the attempt fails before connecting', async () => {
    let connections = 0;
    const trap = http.createServer((_req, res) => res.end('ok'));
    trap.on('connection', () => connections++);
    await new Promise<void>((r) => trap.listen(0, '127.0.0.1', () => r()));
    const port = (trap.address() as AddressInfo).port;
    const dns: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    try {
      for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, `http://rebound.example:${port}/`, 'http://10.0.0.1/', 'http://[::1]/']) {
        const result = await sendWebhook({ url, body: '{}', secretKey: 'sk_live_x', policy: live, timeoutMs: 1000, resolve: dns });
        expect(result).toMatchObject({ success: false, statusCode: null });
        expect(result.error).toMatch(/private address/);
      }
      expect(connections).toBe(0);
      // The same target in test mode is reached, signed over the exact bytes.
      const ok = await sendWebhook({
        url: `http://rebound.example:${port}/`,
        body: '{"a":1}',
        secretKey: 'sk_test_x',
        policy: policyFor('test', false),
        timeoutMs: 1000,
        resolve: dns,
      });
      expect(ok).toMatchObject({ success: true, statusCode: 200, responseBody: 'ok' });
      expect(connections).toBe(1);
    } finally {
      await new Promise((r) => trap.close(r));
    }
    expect(signWebhook('{"a":1}', 'k')).toMatch(/^[0-9a-f]{128}$/);
  });

  it('does not follow redirects', async () => {
    let hits = 0;
    const target = http.createServer((req, res) => {
      hits++;
      if (req.url === '/start') {
        res.writeHead(302, { location: '/elsewhere' });
        res.end();
      } else res.end('ok');
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', () => r()));
    const port = (target.address() as AddressInfo).port;
    try {
      const result = await sendWebhook({
        url: `http://127.0.0.1:${port}/start`,
        body: '{}',
        secretKey: 'k',
        policy: policyFor('test', false),
        timeoutMs: 1000,
      });
      expect(result).toMatchObject({ success: false, statusCode: 302, error: 'HTTP 302' });
      expect(hits).toBe(1);
    } finally {
      await new Promise((r) => target.close(r));
    }
  });
});
