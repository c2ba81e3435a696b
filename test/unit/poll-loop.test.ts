import { PollLoop } from '../../src/jobs/poll-loop';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A loop whose passes are recorded, each taking `passMs`.
function recorded(minGapMs: number, passMs = 0) {
  const starts: number[] = [];
  const t0 = performance.now();
  const loop = new PollLoop(
    async () => {
      starts.push(performance.now() - t0);
      await sleep(passMs);
    },
    (err) => {
      throw err;
    },
    minGapMs,
  );
  return { loop, starts };
}

describe('PollLoop', () => {
  it('without a gap, kicks during a pass coalesce into one more pass after it', async () => {
    const { loop, starts } = recorded(0, 20);
    loop.start(60_000);
    for (let i = 0; i < 10; i++) loop.kick();
    await loop.idle();
    expect(starts).toHaveLength(2);
    await loop.stop();
  });

  it('with a gap: an idle loop answers a kick at once; kicks inside the gap become one pass at its end', async () => {
    const { loop, starts } = recorded(100);
    loop.start(60_000);
    await loop.idle();
    expect(starts).toHaveLength(1);
    // 100 kicks inside the gap: one pass, no sooner than 100 ms after the first started.
    for (let i = 0; i < 100; i++) loop.kick();
    expect(starts).toHaveLength(1);
    // idle() waits for the pass held back by the gap.
    await loop.idle();
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(99);
    // After a quiet spell longer than the gap, a kick runs at once.
    await sleep(120);
    loop.kick();
    expect(starts).toHaveLength(3);
    await loop.stop();
  });

  it('with a gap: a timer that fires before the clock reaches the end of the gap waits out the rest', async () => {
    const { loop, starts } = recorded(100);
    loop.start(60_000);
    await loop.idle();
    loop.kick();
    // From here the clock reads 10 ms behind the timer set by that kick, as when libuv counted the
    // timer from a cached loop time that lagged: the timer fires when the clock says 90 ms.
    const clock = performance.now.bind(performance);
    const lagging = jest.spyOn(performance, 'now').mockImplementation(() => clock() - 10);
    try {
      await loop.idle();
    } finally {
      lagging.mockRestore();
    }
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(99);
    await loop.stop();
  });

  it('stop() runs a pass held back by the gap (work asked for is not dropped), and none after it', async () => {
    const { loop, starts } = recorded(10_000);
    loop.start(60_000);
    await loop.idle();
    loop.kick();
    expect(starts).toHaveLength(1);
    const began = performance.now();
    await loop.stop();
    expect(performance.now() - began).toBeLessThan(1_000);
    expect(starts).toHaveLength(2);
    loop.kick();
    await loop.idle();
    expect(starts).toHaveLength(2);
  });
});
