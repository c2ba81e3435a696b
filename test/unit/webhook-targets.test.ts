import { TargetGate } from '../../src/events/webhook-targets';
import type { AttemptResult } from '../../src/events/webhook-sender';

const answer = (latencyMs: number, statusCode = 200): AttemptResult => ({ success: statusCode < 300, statusCode, latencyMs, error: null, responseBody: '' });
const timeout: AttemptResult = { success: false, statusCode: null, latencyMs: 4000, error: 'Timed out after 4000 ms', responseBody: null, timedOut: true };
const refused: AttemptResult = { success: false, statusCode: null, latencyMs: 1, error: 'ECONNREFUSED', responseBody: null };

function gate() {
  let now = 1_000_000;
  const g = new TargetGate(TargetGate.limitsFor(16, 4000), () => now);
  return { g, tick: (ms: number) => (now += ms) };
}
const a = { integrationId: 1, url: 'http://a.example/hooks' };

describe('TargetGate', () => {
  it('starts a receiver at a small window and grows it by one per quick answer, up to the share', () => {
    const { g } = gate();
    expect(TargetGate.limitsFor(16, 4000)).toMatchObject({ share: 12, initialWindow: 2, slowMs: 1000 });
    expect(g.admit(a)).toBe('send');
    g.started(a);
    expect(g.admit(a)).toBe('send');
    g.started(a);
    expect(g.admit(a)).toBe('wait');
    for (let i = 0; i < 20; i++) {
      g.finished(a, answer(5, i % 2 ? 200 : 500));
      g.started(a);
    }
    expect(g.windowOf(a.url)).toBe(12);
  });

  it.each([
    ['a slow answer halves the window, not below where it started', answer(1500), 6],
    ['a fast failure (500) keeps it at the share', answer(3, 500), 12],
    ['a refused connection leaves it', refused, 12],
    ['a timeout takes it to one', timeout, 1],
  ])('%s', (_what, result, window) => {
    const { g } = gate();
    for (let i = 0; i < 12; i++) {
      g.started(a);
      g.finished(a, answer(1));
    }
    expect(g.windowOf(a.url)).toBe(12);
    g.started(a);
    g.finished(a, result);
    expect(g.windowOf(a.url)).toBe(window);
  });

  it('holds one integration and one host to the share of the pool', () => {
    const { g } = gate();
    const hosts = Array.from({ length: 12 }, (_, i) => ({ integrationId: 7, url: `http://h${i}.example/` }));
    hosts.forEach((t) => g.started(t));
    expect(g.admit({ integrationId: 7, url: 'http://other.example/' })).toBe('wait');
    expect(g.admit({ integrationId: 8, url: 'http://other.example/' })).toBe('send');
    const sameHost = Array.from({ length: 12 }, (_, i) => ({ integrationId: 100 + i, url: `http://shared.example/${i}` }));
    sameHost.forEach((t) => g.started(t));
    expect(g.admit({ integrationId: 200, url: 'http://shared.example/new' })).toBe('wait');
  });

  it('backs a receiver off after two timeouts in a row, doubling while its probes time out, until it answers', () => {
    const { g, tick } = gate();
    g.started(a);
    g.started(a);
    g.finished(a, timeout);
    expect(g.admit(a)).toBe('wait'); // one timeout is not a back-off, but the window is down to one
    expect(g.admit({ integrationId: 1, url: 'http://a.example/other' })).toBe('send');
    g.finished(a, timeout);
    const held = g.admit(a);
    expect(held).toMatchObject({ backedOff: expect.stringMatching(/^Not sent: the receiver timed out 2 times in a row/) });
    tick(9_999);
    expect(g.admit(a)).toHaveProperty('backedOff');
    tick(2);
    expect(g.admit(a)).toBe('send'); // the probe
    g.started(a);
    expect(g.admit(a)).toBe('wait'); // one probe at a time
    g.finished(a, timeout);
    tick(19_999);
    expect(g.admit(a)).toHaveProperty('backedOff'); // twice as long now
    tick(2);
    g.started(a);
    g.finished(a, answer(20));
    expect(g.admit(a)).toBe('send');
    expect(g.windowOf(a.url)).toBe(2);
  });

  it('does not lengthen a back-off for attempts that were already running when it began', () => {
    const { g, tick } = gate();
    for (let i = 0; i < 2; i++) g.started(a);
    g.finished(a, timeout);
    g.finished(a, timeout);
    g.started({ integrationId: 1, url: a.url }); // began before; ends inside the back-off
    g.finished(a, timeout);
    tick(10_001);
    expect(g.admit(a)).toBe('send');
  });

  it('keeps each receiver to itself', () => {
    const { g } = gate();
    const b = { integrationId: 2, url: 'http://b.example/hooks' };
    g.started(a);
    g.started(a);
    g.finished(a, timeout);
    g.finished(a, timeout);
    expect(g.admit(a)).toHaveProperty('backedOff');
    expect(g.admit(b)).toBe('send');
  });
});
